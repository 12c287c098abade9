import { describe, expect, it } from 'vitest';
import type { CompetitionDetail } from '@madang/contracts';
import { moderationPath } from '../moderation/moderation-api.ts';
import { boardOf, competitionPostPath } from './board.ts';

describe('boards', () => {
  it('is the forum outside a competition and the talk tab inside one', () => {
    expect(boardOf(undefined)).toEqual({ cptId: 0, base: '/forum', competition: null });
    const competition = { id: 7, slug: 'titanic', host: 'open' } as CompetitionDetail;
    expect(boardOf(competition)).toMatchObject({ cptId: 7, base: '/competitions/open/titanic/talkboard' });
    expect(competitionPostPath(7, 12)).toBe('/competitions/official/7/talkboard/12');
  });

  it('moderates a comment by its own id and a post by the post id', () => {
    expect(moderationPath({ action: 'hide', item: { kind: 'comment', tb_id: 3, reply_id: 9 }, reason: 'x' })).toBe('/api/v1/host/moderation/comments/9/hide');
    expect(moderationPath({ action: 'restore', item: { kind: 'post', tb_id: 3, reply_id: null } })).toBe('/api/v1/host/moderation/posts/3/restore');
    expect(moderationPath({ action: 'hide', item: { kind: 'code_comment', tb_id: 3, reply_id: 9 }, reason: 'x' })).toBe('/api/v1/host/moderation/code-comments/9/hide');
    expect(moderationPath({ action: 'restore', item: { kind: 'code_post', tb_id: 4, reply_id: null } })).toBe('/api/v1/host/moderation/code-posts/4/restore');
  });
});
