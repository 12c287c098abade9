import type { FaqItem, HostFaq, HostNotice, Locale, NoticeDetail, NoticeItem, NoticeTopItem } from '@madang/contracts';
import { excerptOf } from '../community/excerpt.ts';
import type { LocalizedText } from '../../db/schema.ts';
import type { FaqRow } from './list-faq.ts';
import type { NoticeRow } from './find-notice.ts';
import type { NoticeWithNeighbours } from './read-notice.ts';

/** The text in the request's language, or in the other one when an admin left this one empty. */
export function inLanguage(text: LocalizedText, locale: Locale): string {
  const other: Locale = locale === 'ko' ? 'en' : 'ko';
  return text[locale] || text[other];
}

export function presentNoticeItem(row: NoticeRow, locale: Locale): NoticeItem {
  return {
    nt_id: row.id,
    title: inLanguage(row.title, locale),
    category: row.category,
    is_top: row.isPinned ? 1 : 0,
    view_cnt: row.viewCount,
    c_time: row.createdAt.toISOString(),
  };
}

const POPUP_EXCERPT = 300;

export function presentNoticeTopItem(row: NoticeRow, locale: Locale, now: Date): NoticeTopItem {
  const popping = row.popupUntil !== null && row.popupUntil > now;
  return {
    ...presentNoticeItem(row, locale),
    is_popup: popping ? 1 : 0,
    popup_until: row.popupUntil?.toISOString() ?? null,
    excerpt: popping ? excerptOf(inLanguage(row.body, locale), POPUP_EXCERPT) : '',
  };
}

const neighbour = (row: NoticeRow | null, locale: Locale) => (row ? { nt_id: row.id, title: inLanguage(row.title, locale) } : null);

export function presentNoticeDetail({ notice, prev, next }: NoticeWithNeighbours, locale: Locale): NoticeDetail {
  return {
    ...presentNoticeItem(notice, locale),
    body: inLanguage(notice.body, locale),
    u_time: notice.updatedAt.toISOString(),
    prev: neighbour(prev, locale),
    next: neighbour(next, locale),
  };
}

/** The console's view: both languages as written, so an empty English text stays empty in the form. */
export function presentHostNotice(row: NoticeRow, author: string | null): HostNotice {
  return {
    id: row.id,
    title: { ko: row.title.ko, en: row.title.en },
    body: { ko: row.body.ko, en: row.body.en },
    category: row.category,
    pinned: row.isPinned,
    published: row.isPublished,
    popup_until: row.popupUntil?.toISOString() ?? null,
    view_count: row.viewCount,
    author,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentFaqItem(row: FaqRow, locale: Locale): FaqItem {
  return { faq_id: row.id, category: row.category, question: inLanguage(row.question, locale), answer: inLanguage(row.answer, locale) };
}

export function presentHostFaq(row: FaqRow): HostFaq {
  return {
    id: row.id,
    category: row.category,
    question: { ko: row.question.ko, en: row.question.en },
    answer: { ko: row.answer.ko, en: row.answer.en },
    position: row.position,
    published: row.isPublished,
    updated_at: row.updatedAt.toISOString(),
  };
}
