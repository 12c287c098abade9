import { z } from 'zod';
import { bigIdSchema } from './bounds.ts';

/** The notification kinds of spec section 3; a client meeting another one sends the member home. */
export const notificationKinds = ['tb', 'cs', 'cpt_invite', 'cpt_accept', 'cpt_before', 'cpt_after', 'urgent', 'molit_join', 'support', 'survey'] as const;

const binary = z.union([z.literal(0), z.literal(1)]);

/** One notification as the API shows it (spec section 3): `content` is in the request's language. */
export const notificationItemSchema = z.object({
  pkid: z.number().int(),
  content: z.string(),
  c_time: z.string(),
  is_read: binary,
  type: z.string(),
  /** 0 when the notification belongs to no competition. */
  cpt_id: z.number().int(),
  tb_id: z.number().int().nullable(),
  cs_id: z.number().int().nullable(),
  is_official: binary,
  /** The stored target; for `urgent` an outside address, or empty. */
  link: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationItemSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationCountSchema = z.object({ count: z.number().int() });

/** The one notification a mark-read or delete call is about. */
export const notificationPkidSchema = z.object({ pkid: bigIdSchema });
export type NotificationPkid = z.infer<typeof notificationPkidSchema>;

export const notificationPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** How many notifications the header list and each page of the full list hold. */
export const NOTIFICATION_PAGE_SIZE = 20;
