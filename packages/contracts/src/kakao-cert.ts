import { z } from 'zod';
import { textSchema } from './bounds.ts';
import { PHONE_DIGITS_MAX } from './phone.ts';

/** Kakao's identity verification (spec section 7: phone_no, name, birthday; then token, tx_id). A request lives this long on Kakao's side. */
export const KAKAO_CERT_TTL_SECONDS = 300;
export const KAKAO_CERT_NAME_MAX = 80;

/** `YYYYMMDD`, a real calendar day, not in the future and not before 1900. */
export const birthdaySchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.birthday_required' })
  .regex(/^\d{8}$/, { message: 'validation.birthday_format' })
  .refine(isPastCalendarDay, { message: 'validation.birthday_format' });

function isPastCalendarDay(value: string) {
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() <= Date.now();
}

/** The first step: who asks Kakao to prove them; the number is a Korean mobile one (Kakao's certificate knows no other). */
export const kakaoCertRequestSchema = z.object({
  phone_no: textSchema(40)
    .trim()
    .min(1, { message: 'validation.phone_required' })
    .transform((raw) => raw.replace(/\D/g, ''))
    .refine((digits) => digits.length <= PHONE_DIGITS_MAX, { message: 'validation.phone_format' }),
  name: textSchema(KAKAO_CERT_NAME_MAX).trim().min(1, { message: 'validation.name_required' }),
  birthday: birthdaySchema,
});
export type KakaoCertRequest = z.infer<typeof kakaoCertRequestSchema>;

/** What the first step answers: the transaction to confirm and the secret that only this browser holds. */
export interface KakaoCertStarted {
  tx_id: string;
  token: string;
  expiresInSeconds: number;
}

/** The second step, once the member has approved the request in KakaoTalk. */
export const kakaoCertConfirmSchema = z.object({
  tx_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'validation.kakao_cert_tx' }),
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'validation.kakao_cert_tx' }),
});
export type KakaoCertConfirm = z.infer<typeof kakaoCertConfirmSchema>;
