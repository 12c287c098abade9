import { translate } from '@madang/i18n';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { postLink } from './post-link.ts';
import type { CommunityPostRow } from './post-rows.ts';

/** How each board's comment notification reads: its spec type, the field naming the post, the message. */
const notice = {
  talk: { type: 'tb', item: (id: number) => ({ tbId: id }), message: 'talk.notification.comment' },
  code: { type: 'cs', item: (id: number) => ({ csId: id }), message: 'code.notification.comment' },
} as const;

/**
 * A notification for the post's author (spec sections 2 and 3): `tb` for a talk post, `cs` for a code post.
 * Its `cpt_id` is the board's competition, or 0 for the site-wide board, which the web app's notification
 * target turns into the post's page.
 */
export async function notifyPostAuthor(db: Executor, options: { post: CommunityPostRow & { board: keyof typeof notice }; board: CompetitionRow | null; commenterName: string }) {
  const { post, board } = options;
  const { type, item, message } = notice[post.board];
  const params = { name: options.commenterName, title: post.title };
  await db.insert(notifications).values({
    userId: post.authorId!,
    type,
    competitionId: board?.id ?? null,
    isOfficial: board?.isOfficial ?? false,
    ...item(post.id),
    link: `${postLink(post.board, post.id, board)}/`,
    content: { ko: translate('ko', message, params), en: translate('en', message, params) },
  });
}
