import { describe, expect, it } from 'vitest';
import { moderationPath } from './moderation-api.ts';

describe('moderationPath', () => {
  it('moderates a comment by its own id and a post by the post id', () => {
    expect(moderationPath({ action: 'hide', item: { kind: 'comment', tb_id: 3, reply_id: 9 }, reason: 'x' })).toBe('/api/v1/host/moderation/comments/9/hide');
    expect(moderationPath({ action: 'restore', item: { kind: 'post', tb_id: 3, reply_id: null } })).toBe('/api/v1/host/moderation/posts/3/restore');
    expect(moderationPath({ action: 'hide', item: { kind: 'code_comment', tb_id: 3, reply_id: 9 }, reason: 'x' })).toBe('/api/v1/host/moderation/code-comments/9/hide');
    expect(moderationPath({ action: 'restore', item: { kind: 'code_post', tb_id: 4, reply_id: null } })).toBe('/api/v1/host/moderation/code-posts/4/restore');
  });
});
