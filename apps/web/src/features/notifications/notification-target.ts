import type { Locale, NotificationItem } from '@madang/contracts';
import { localizePath } from '../../lib/locale-path.ts';

/**
 * The talkboard post every `molit_join` notification opens (spec section 2: one official
 * competition's fixed board post). The operator sets these to the running programme's ids.
 */
export const MOLIT_JOIN_TALKBOARD = { cptId: 1, tbId: 1 } as const;

export type NotificationTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

type TargetFields = Pick<NotificationItem, 'type' | 'cpt_id' | 'tb_id' | 'cs_id' | 'is_official' | 'link'>;

const isOutsideLink = (link: string) => /^https?:\/\//i.test(link);

/** cpt_id 0 and 1 are the site-wide boards, not a competition's (spec section 2). */
const isSiteBoard = (cptId: number) => cptId === 0 || cptId === 1;

function competitionPath(item: Pick<TargetFields, 'cpt_id' | 'is_official'>, rest: string): string {
  return `/competitions/${item.is_official === 1 ? 'official' : 'open'}/${item.cpt_id}/${rest}`;
}

function talkboardPath(item: TargetFields): string {
  return isSiteBoard(item.cpt_id) ? `/forum/${item.tb_id}/` : competitionPath(item, `talkboard/${item.tb_id}/`);
}

/** A winner survey's stored link: one of the three survey pages. */
const SURVEY_LINK = /^\/(job\/|winner\/)?survey\/\d+$/;

/** An invite's stored link: the team page by the competition's slug, opened on the invitation itself. */
const INVITATION_LINK = /^\/competitions\/(official|open)\/[a-z0-9][a-z0-9-]*\/team\/\?invitation=\d+$/;

function appPath(item: TargetFields): string | null {
  switch (item.type) {
    case 'tb':
      return talkboardPath(item);
    case 'support':
      // A support question (tb_id names it) always belongs to a competition, competition 1 included; without one it is a forum post.
      return item.cpt_id === 0 ? talkboardPath(item) : competitionPath(item, `support/${item.tb_id}/`);
    case 'cs':
      return isSiteBoard(item.cpt_id) ? `/codeshare/${item.cs_id}/` : competitionPath(item, `codeshare/${item.cs_id}/`);
    case 'cpt_invite':
      return INVITATION_LINK.test(item.link) ? item.link : competitionPath(item, 'team/');
    case 'cpt_accept':
      return competitionPath(item, 'team/');
    case 'cpt_before':
    case 'urgent':
      return competitionPath(item, 'overview/description');
    case 'survey':
      return SURVEY_LINK.test(item.link) ? item.link : null;
    case 'cpt_after':
      return competitionPath(item, 'leaderboard/');
    case 'molit_join':
      return `/competitions/official/${MOLIT_JOIN_TALKBOARD.cptId}/talkboard/${MOLIT_JOIN_TALKBOARD.tbId}/`;
    default:
      return null;
  }
}

/** Where clicking a notification goes (spec section 2), in the UI's language; unknown kinds go home. */
export function notificationTarget(item: TargetFields, locale: Locale): NotificationTarget {
  if (item.type === 'urgent' && isOutsideLink(item.link)) return { kind: 'external', href: item.link };
  return { kind: 'internal', to: localizePath(appPath(item) ?? '/', locale) };
}
