import { z } from 'zod';
import { textSchema } from './bounds.ts';

/** Spec section 9: a phone number has at most 11 digits, a code 6 digits valid 10 minutes, and Korea is the default country. */
export const PHONE_DIGITS_MAX = 11;
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MINUTES = 10;
/** A code dies after this many wrong or right tries: the sixth fails even with the right code. */
export const SMS_CODE_ATTEMPTS = 5;
export const DEFAULT_COUNTRY_CODE = '82';

/** What the phone field keeps of what is typed or pasted: digits only, at most 11. */
export const phoneInputDigits = (raw: string) => raw.replace(/\D/g, '').slice(0, PHONE_DIGITS_MAX);

/** The keys the phone and code fields let through besides digits (spec section 5). */
export const PHONE_EDIT_KEYS = ['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Tab', 'Home', 'End'] as const;

/**
 * The number split for sending and in international form (`+821012345678`), or null when it cannot be
 * one: the national number loses its leading 0 behind the country code, and a Korean one must be a mobile.
 */
export function parsePhone(countryCode: string, typed: string): { countryCode: string; national: string; international: string } | null {
  const digits = typed.replace(/\D/g, '');
  if (!/^\d{1,4}$/.test(countryCode) || digits.length === 0 || digits.length > PHONE_DIGITS_MAX) return null;
  const national = digits.replace(/^0/, '');
  if (countryCode === DEFAULT_COUNTRY_CODE ? !/^(10\d{8}|1[16789]\d{7,8})$/.test(national) : !/^\d{6,11}$/.test(national)) return null;
  return { countryCode, national, international: `+${countryCode}${national}` };
}

export const countryCodeSchema = z
  .string()
  .regex(/^\+?\d{1,4}$/, { message: 'validation.country_code' })
  .transform((code) => code.replace(/^\+/, ''))
  .default(DEFAULT_COUNTRY_CODE);

/** The spec's phone form; `phone` is bounded here and judged by `parsePhone`, which answers `invalid`. */
export const phoneFormSchema = z.object({
  phone: textSchema(40).trim().min(1, { message: 'validation.phone_required' }),
  country_code: countryCodeSchema,
  version: z.coerce.number().int().min(1).max(9).optional(),
  from: textSchema(20).optional(),
});
export type PhoneForm = z.infer<typeof phoneFormSchema>;

export const smsCodeSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.code_required' })
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), { message: 'validation.code_format' });

export const phoneVerificationSchema = phoneFormSchema.extend({ code: smsCodeSchema });
export type PhoneVerification = z.infer<typeof phoneVerificationSchema>;

/** Find account: `sns_type` 1 is a password account, 2 Facebook, 3 Google, 4 Kakao (the spec reads anything else as Google). */
export const snsTypes = { none: 1, facebook: 2, google: 3, kakao: 4 } as const;
export interface FoundAccount {
  mail: string;
  info: { sns_type: number };
}

/** After a send: how long the code lives, for the countdown. */
export interface SmsSent {
  expiresInSeconds: number;
}
