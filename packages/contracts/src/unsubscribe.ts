import { z } from 'zod';
import { idSchema, textSchema } from './bounds.ts';

/** Kinds of marketing mail a signed link can stop; each follows the account's marketing consent. */
export const marketingKinds = ['digest'] as const;
export type MarketingKind = (typeof marketingKinds)[number];

/** Why a member left, offered as checkboxes after unsubscribing. */
export const unsubscribeReasons = ['too_often', 'not_relevant', 'never_signed_up', 'other'] as const;
export const UNSUBSCRIBE_FEEDBACK_MAX = 1000;

/**
 * The signed link's parameters (the spec's `id&from&type`, with the signature): `id` the member, `from` the
 * mailing that carried it, `type` its kind. `type` stays a plain string here so a link whose kind was altered
 * fails on its signature, with the same answer as any forged link (the mailing and
 * signature likewise: their shape is the signature's business, so a mangled one gets that clear answer too).
 */
export const unsubscribeLinkSchema = z.object({
  id: idSchema,
  from: textSchema(40),
  type: textSchema(40),
  sig: textSchema(100),
});
export type UnsubscribeLink = z.infer<typeof unsubscribeLinkSchema>;

/** What a link means, told without changing anything (GET) or after the unsubscribe (POST). */
export const unsubscribeStateSchema = z.object({
  kind: z.enum(marketingKinds),
  /** The address the mail went to, partly hidden: the page shows whose mail stops without revealing it whole. */
  email: z.string(),
  subscribed: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;

export const unsubscribeFeedbackSchema = unsubscribeLinkSchema.extend({
  reasons: z.array(z.enum(unsubscribeReasons)).max(unsubscribeReasons.length).default([]),
  text: textSchema(UNSUBSCRIBE_FEEDBACK_MAX).trim().default(''),
});
export type UnsubscribeFeedback = z.input<typeof unsubscribeFeedbackSchema>;
