import { createHmac, randomBytes } from 'node:crypto';
import { SmsDeliveryError, type PhoneNumber, type SmsSender } from './sms-sender.ts';

export interface SolapiSettings {
  apiKey: string;
  apiSecret: string;
  /** The sending number registered with Solapi, digits only. */
  sender: string;
  baseUrl: string;
}

const SEND_PATH = '/messages/v4/send-many/detail';
const TIMEOUT_MS = 10_000;

/** Solapi's request signature: HMAC-SHA256 of the date and a random salt under the API secret. */
export function solapiAuthorization(settings: Pick<SolapiSettings, 'apiKey' | 'apiSecret'>, now = new Date(), salt = randomBytes(16).toString('hex')): string {
  const date = now.toISOString();
  const signature = createHmac('sha256', settings.apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${settings.apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/** Solapi takes the country apart and, for Korea, the national number with its leading 0. */
export const solapiRecipient = (phone: PhoneNumber) => ({ country: phone.countryCode, to: phone.countryCode === '82' ? `0${phone.national}` : phone.national });

interface SolapiSendResponse {
  failedMessageList?: { statusCode?: string; statusMessage?: string }[];
  groupInfo?: { count?: { total?: number; registeredFailed?: number } };
}

/** Solapi's message API through fetch: one text per request, every refusal a SmsDeliveryError with Solapi's code. */
export function createSolapiSender(settings: SolapiSettings, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    transport: 'solapi',
    async send(sms) {
      const recipient = solapiRecipient(sms.to);
      let response: Response;
      try {
        response = await fetchImpl(`${settings.baseUrl}${SEND_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: solapiAuthorization(settings) },
          body: JSON.stringify({ messages: [{ to: recipient.to, from: settings.sender, text: sms.text, country: recipient.country }] }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsDeliveryError(`Solapi could not be reached: ${(error as Error).message}`);
      }
      const body = (await response.json().catch(() => null)) as (SolapiSendResponse & { errorCode?: string; errorMessage?: string }) | null;
      if (!response.ok) {
        throw new SmsDeliveryError(`Solapi answered ${response.status}: ${body?.errorMessage ?? 'no message'}`, body?.errorCode ?? `HTTP_${response.status}`);
      }
      const failed = body?.failedMessageList ?? [];
      const count = body?.groupInfo?.count;
      if (!body || failed.length > 0 || (count && count.total === count.registeredFailed && (count.total ?? 0) > 0)) {
        const first = failed[0];
        throw new SmsDeliveryError(`Solapi did not accept the message: ${first?.statusMessage ?? 'unknown reason'}`, first?.statusCode);
      }
    },
  };
}
