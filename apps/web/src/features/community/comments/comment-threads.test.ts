import { describe, expect, it } from 'vitest';
import type { TalkComment } from '@madang/contracts/talkboard';
import { commentState, commentText, toThreads } from './comment-threads.ts';

const comment = (reply_id: number, parent_id: number | null, over: Partial<TalkComment> = {}): TalkComment => ({
  reply_id,
  parent_id,
  author: { id: 1, name: 'a' },
  content: `c${reply_id}`,
  hidden: false,
  hidden_reason: null,
  deleted: false,
  is_mine: false,
  c_time: '2026-01-01T00:00:00.000Z',
  edited: false,
  host_answer: false,
  ...over,
});

describe('comment threads', () => {
  it('groups replies under their comment in order; a reply whose parent is gone leads its own thread', () => {
    const threads = toThreads([comment(1, null), comment(2, null), comment(3, 1), comment(4, 2), comment(5, 1), comment(6, 99)]);
    expect(threads.map((t) => [t.comment.reply_id, t.replies.map((r) => r.reply_id)])).toEqual([
      [1, [3, 5]],
      [2, [4]],
      [6, []],
    ]);
  });

  it('shows the text, "hidden by a moderator" or "deleted"', () => {
    expect(commentText(comment(1, null))).toEqual({ kind: 'text', text: 'c1' });
    expect(commentText(comment(1, null, { hidden: true, content: null }))).toEqual({ kind: 'hidden' });
    // The author of a hidden comment still reads it.
    expect(commentText(comment(1, null, { hidden: true, content: 'mine' }))).toEqual({ kind: 'text', text: 'mine' });
    expect(commentText(comment(1, null, { deleted: true, content: null }))).toEqual({ kind: 'deleted' });
  });

  it('counts against the 1000-character limit after trimming', () => {
    expect(commentState('  ', 1000)).toEqual({ length: 0, over: false, empty: true });
    expect(commentState('가'.repeat(1000), 1000)).toEqual({ length: 1000, over: false, empty: false });
    expect(commentState(` ${'a'.repeat(1001)} `, 1000)).toEqual({ length: 1001, over: true, empty: false });
  });
});
