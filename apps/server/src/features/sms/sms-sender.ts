import type { SmsConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema.ts';
import { createSolapiSender } from './solapi-sender.ts';

export interface OutgoingSms {
  to: PhoneNumber;
  text: string;
}

/** A number split as providers take it: `82` and `1012345678` (the national number without its leading 0). */
export interface PhoneNumber {
  countryCode: string;
  national: string;
}

export const internationalOf = (phone: PhoneNumber) => `+${phone.countryCode}${phone.national}`;

/** Where verification texts go. `none` sends nothing: the phone features answer that they are off. */
export interface SmsSender {
  readonly transport: SmsConfig['provider'];
  send(sms: OutgoingSms): Promise<void>;
}

/** The provider refused or could not be reached; the code it carried is then useless. */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

export const SMS_OFF_WARNING =
  'phone verification is off: no SMS provider is configured (set SOLAPI_API_KEY, SOLAPI_API_SECRET and SOLAPI_SENDER); phone-required competitions cannot be joined';

/** Solapi when configured, the outbox table (read at /devTest) outside production, otherwise nothing. */
export function createSmsSender(config: SmsConfig, db: Database): SmsSender {
  if (config.provider === 'solapi' && config.solapi) return createSolapiSender(config.solapi);
  if (config.provider === 'outbox') {
    return {
      transport: 'outbox',
      async send(sms) {
        await db.insert(smsOutbox).values({ recipient: internationalOf(sms.to), text: sms.text });
      },
    };
  }
  return {
    transport: 'none',
    async send() {
      throw new SmsDeliveryError('no SMS provider is configured');
    },
  };
}
