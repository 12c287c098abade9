import { z } from 'zod';
import { bigIdSchema, textSchema } from './bounds.ts';
import { emailSchema } from './accounts.ts';

/** What an organisation may ask to host; the console shows it as a label. */
export const inquiryKinds = ['competition', 'hackathon', 'education', 'other'] as const;
export const inquiryKindSchema = z.enum(inquiryKinds);
export type InquiryKind = z.infer<typeof inquiryKindSchema>;

export const INQUIRY_NAME_MAX = 100;
export const INQUIRY_PHONE_MAX = 30;
export const INQUIRY_MESSAGE_MAX = 5_000;

/** The "host a competition" form; anyone may send it, signed in or not. */
export const inquiryInputSchema = z.object({
  organization: textSchema(INQUIRY_NAME_MAX).trim().min(1),
  name: textSchema(INQUIRY_NAME_MAX).trim().min(1),
  email: emailSchema,
  phone: textSchema(INQUIRY_PHONE_MAX)
    .trim()
    .regex(/^[0-9+()\- ]*$/, { message: 'validation.phone' })
    .default(''),
  kind: inquiryKindSchema,
  message: textSchema(INQUIRY_MESSAGE_MAX).trim().min(10),
});
export type InquiryInput = z.input<typeof inquiryInputSchema>;

export const inquiryParamsSchema = z.object({ id: bigIdSchema });
export const inquiryHandledSchema = z.object({ handled: z.boolean() });

/** One inquiry as the console lists it (admins only). */
export const hostInquirySchema = z.object({
  id: z.number(),
  organization: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  kind: inquiryKindSchema,
  message: z.string(),
  handled: z.boolean(),
  created_at: z.string(),
});
export type HostInquiry = z.infer<typeof hostInquirySchema>;
