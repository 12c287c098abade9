import type { Database } from '../../db/client.ts';
import type { UserRow } from '../accounts/sessions.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { createComment } from './comments.ts';
import type { CommunityPostRow } from './post-rows.ts';

/** A demo comment: `by` indexes the demo people; its replies follow it. */
export interface DemoComment {
  by: number;
  body: string;
  replies?: { by: number; body: string }[];
}

const HOUR = 3_600_000;

/**
 * A demo post's comments and replies, through the function the API uses, `hoursApart` hours after one
 * another (a reply an hour after what it answers), starting from the post's own time.
 */
export async function seedComments(
  db: Database,
  options: { post: CommunityPostRow; board: CompetitionRow | null; people: UserRow[]; comments: DemoComment[]; hoursApart: number },
) {
  const { post, board, people } = options;
  let at = post.createdAt.getTime();
  for (const comment of options.comments) {
    at += options.hoursApart * HOUR;
    const made = await createComment(db, { post, board, author: people[comment.by]!, body: comment.body, createdAt: new Date(at) });
    for (const reply of comment.replies ?? []) {
      at += HOUR;
      await createComment(db, { post, board, author: people[reply.by]!, body: reply.body, parentId: made.id, createdAt: new Date(at) });
    }
  }
}
