import type { TalkComment } from '@madang/contracts/talkboard';

export interface CommentThread {
  comment: TalkComment;
  replies: TalkComment[];
}

/** Comments grouped under their top-level comment, in the server's order; an orphaned reply leads its own thread. */
export function toThreads(comments: readonly TalkComment[]): CommentThread[] {
  const threads: CommentThread[] = [];
  const byId = new Map<number, CommentThread>();
  for (const comment of comments) {
    const parent = comment.parent_id === null ? undefined : byId.get(comment.parent_id);
    if (parent) {
      parent.replies.push(comment);
      continue;
    }
    const thread = { comment, replies: [] };
    byId.set(comment.reply_id, thread);
    threads.push(thread);
  }
  return threads;
}

/** What a viewer reads in place of a comment: its text, or why there is none. */
export type CommentText = { kind: 'text'; text: string } | { kind: 'hidden' } | { kind: 'deleted' };

export function commentText(comment: Pick<TalkComment, 'content' | 'hidden' | 'deleted'>): CommentText {
  if (comment.deleted) return { kind: 'deleted' };
  if (comment.content === null) return { kind: 'hidden' };
  return { kind: 'text', text: comment.content };
}

/** Characters as the server counts them (UTF-16 code units, like zod's max), after trimming. */
export function commentLength(text: string): number {
  return text.trim().length;
}

export function commentState(text: string, max: number): { length: number; over: boolean; empty: boolean } {
  const length = commentLength(text);
  return { length, over: length > max, empty: length === 0 };
}
