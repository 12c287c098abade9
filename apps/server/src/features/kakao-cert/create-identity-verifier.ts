import type { KakaoCertConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createBarocertVerifier } from './barocert-verifier.ts';
import { IdentityProviderError, type IdentityVerifier } from './identity-verifier.ts';
import { createLocalVerifier } from './local-verifier.ts';

const REQUEST_TITLE = 'Madang phone verification';

/** Barocert when configured, the local stand-in outside production, otherwise nothing (the calls answer that it is off). */
export function createIdentityVerifier(config: KakaoCertConfig, db: Database): IdentityVerifier {
  if (config.provider === 'barocert' && config.barocert) return createBarocertVerifier({ ...config.barocert, requestTitle: REQUEST_TITLE });
  if (config.provider === 'local') return createLocalVerifier(db);
  const off = () => Promise.reject(new IdentityProviderError('no identity provider is configured'));
  return { kind: 'none', request: off, state: off, verify: off };
}
