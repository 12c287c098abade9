import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createLocalProvider } from './local-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { createTossProvider } from './toss-provider.ts';

/** The configured provider, or undefined when payments are off (production without Toss keys). */
export function paymentProviderOf(config: Config, db: Database): PaymentProvider | undefined {
  const { payments } = config;
  if (payments.provider === 'toss' && payments.toss) return createTossProvider({ secretKey: payments.toss.secretKey, baseUrl: payments.toss.baseUrl });
  if (payments.provider === 'local') return createLocalProvider(db);
  return undefined;
}
