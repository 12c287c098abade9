import { z } from 'zod';
import { idSchema, textSchema } from './bounds.ts';
import { displayNameSchema } from './display-name.ts';
import { localeSchema } from './locale.ts';

export const NICKNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const WITHDRAWN_REJOIN_DAYS = 30;

export const emailSchema = textSchema(254).trim().toLowerCase().pipe(z.email());
export const nicknameSchema = displayNameSchema(NICKNAME_MAX);
export const passwordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
/** Hosts run competitions, educators write learning projects, admins do both and manage the platform. */
export const roles = ['member', 'host', 'educator', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const signupRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: nicknameSchema,
  terms: z.literal(true),
  privacy: z.literal(true),
  marketing: z.boolean().default(false),
  locale: localeSchema.default('ko'),
  /** The pass from /signup/recaptcha when the server asks for a human check. */
  human_pass: textSchema(100).optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** The spec's `/signup/recaptcha` and `/v2` body: the widget's token. */
export const humanCheckRequestSchema = z.object({ token: textSchema(4096).min(1) });
export interface HumanCheckSettings {
  kind: 'off' | 'recaptcha' | 'turnstile' | 'local';
  siteKey: string;
}

export const socialLoginQuerySchema = z.object({
  returnTo: textSchema(2000).optional(),
  locale: z.union([localeSchema, z.literal('')]).optional(),
});

/** Finishes a social sign-up: `id` is the pending sign-up the provider's callback handed over; no password. */
export const socialSignupRequestSchema = z.object({
  id: textSchema(100).min(20),
  name: nicknameSchema,
  terms: z.literal(true),
  privacy: z.literal(true),
  marketing: z.boolean().default(false),
  locale: localeSchema.default('ko'),
});
export type SocialSignupRequest = z.infer<typeof socialSignupRequestSchema>;

export const verifyNameQuerySchema = z.object({
  username: textSchema(200),
  id: idSchema.optional(),
});

export const verifyMailQuerySchema = z.object({
  id: idSchema,
  token: textSchema(200).min(1),
  type: z.enum(['signup']).default('signup'),
});

export const resendQuerySchema = z.object({
  id: emailSchema,
  type: z.enum(['signup']).default('signup'),
});

/** Asks for a password-reset link; the answer is the same whether or not the address has an account. */
export const passwordResetRequestSchema = z.object({
  email: emailSchema,
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** Uses a mailed reset link: the token from its address and a new password under the sign-up rules. */
export const passwordResetSchema = z.object({
  token: textSchema(200).min(1),
  password: passwordSchema,
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

export const loginRequestSchema = z.object({
  mail: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX),
  returnTo: textSchema(2000).optional(),
  locale: z.union([localeSchema, z.literal('')]).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const myInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  picture: z.string().nullable(),
  picture_updated: z.string().nullable(),
  pictureUpdated: z.string().nullable(),
  sms_auth: z.union([z.literal(0), z.literal(1)]),
  /** The member's own verified phone, international form; null until one is verified. */
  phone: z.string().nullable(),
  isTeamLeader: z.union([z.literal(0), z.literal(1)]),
  subscription: z.string().nullable(),
  total_xp: z.number().int(),
  level: z.number().int(),
  marketing: z.boolean(),
  locale: localeSchema,
  /** False for an account made through a social provider that has not set a password. */
  has_password: z.boolean(),
  created_at: z.string(),
});
export type MyInfo = z.infer<typeof myInfoSchema>;

export const checkOutdateQuerySchema = z.object({ mail: emailSchema });
/** Only whether a sign-up would be refused as `userout`; no date is told, so `rejoinAt` is always null. */
export const checkOutdateResultSchema = z.object({
  withdrawn: z.boolean(),
  canRejoin: z.boolean(),
  rejoinAt: z.null(),
});
export type CheckOutdateResult = z.infer<typeof checkOutdateResultSchema>;

export const profileUpdateSchema = z
  .object({
    name: nicknameSchema.optional(),
    marketing: z.boolean().optional(),
    locale: localeSchema.optional(),
    currentPassword: z.string().min(1).max(PASSWORD_MAX).optional(),
    newPassword: passwordSchema.optional(),
  })
  // An update that changes nothing would reach the database as an empty SET.
  .refine((input) => Object.values(input).some((value) => value !== undefined), { message: 'validation.nothing_to_change' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** A password proves it is the owner; an account without one (social sign-up) types its e-mail instead. */
export const withdrawRequestSchema = z.object({
  password: z.string().max(PASSWORD_MAX).optional(),
  confirm_email: emailSchema.optional(),
  reason: textSchema(1000).optional(),
});
