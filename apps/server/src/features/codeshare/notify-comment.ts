import { codePostPath } from '@madang/contracts/codeshare';
import { translate } from '@madang/i18n';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import type { CodePostRow } from './find-post.ts';

/**
 * A `cs` notification for the post's author (spec sections 2 and 3): `cpt_id` is the board's competition, or
 * 0 for site-wide posts, which the notification's target turns into /codeshare/{cs_id}/ or the competition's
 * code tab.
 */
export async function notifyCodeAuthor(db: Executor, options: { post: CodePostRow; board: CompetitionRow | null; commenterName: string }) {
  const { post, board } = options;
  const params = { name: options.commenterName, title: post.title };
  await db.insert(notifications).values({
    userId: post.authorId!,
    type: 'cs',
    competitionId: board?.id ?? null,
    isOfficial: board?.isOfficial ?? false,
    csId: post.id,
    link: `${codePostPath(post.id, board)}/`,
    content: { ko: translate('ko', 'code.notification.comment', params), en: translate('en', 'code.notification.comment', params) },
  });
}
