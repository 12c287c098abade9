import type { Locale, NotificationItem } from '@madang/contracts';
import type { NotificationRow } from './read-notifications.ts';

/** A stored notification in the spec's shape, its text in the request's language. */
export function presentNotification(row: NotificationRow, locale: Locale): NotificationItem {
  return {
    pkid: row.id,
    content: row.content[locale] || row.content.ko,
    c_time: row.createdAt.toISOString(),
    is_read: row.isRead ? 1 : 0,
    type: row.type,
    cpt_id: row.competitionId ?? 0,
    tb_id: row.tbId,
    cs_id: row.csId,
    is_official: row.isOfficial ? 1 : 0,
    link: row.link,
  };
}
