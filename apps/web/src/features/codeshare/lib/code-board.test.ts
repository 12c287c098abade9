import { describe, expect, it } from 'vitest';
import type { CompetitionDetail } from '@madang/contracts';
import { itemPath } from '../list/code-card.tsx';
import { codeBoardOf } from './code-board.ts';

describe('code boards', () => {
  it('is the site-wide code share outside a competition and the code tab inside one', () => {
    expect(codeBoardOf(undefined)).toEqual({ cptId: 0, base: '/codeshare', competition: null });
    const competition = { id: 7, slug: 'titanic', host: 'open' } as CompetitionDetail;
    expect(codeBoardOf(competition)).toMatchObject({ cptId: 7, base: '/competitions/open/titanic/codeshare' });
  });

  it('links a listed post to its own board', () => {
    expect(itemPath({ cs_id: 5, cpt_id: 0, is_official: true })).toBe('/codeshare/5');
    expect(itemPath({ cs_id: 5, cpt_id: 1, is_official: true })).toBe('/competitions/official/1/codeshare/5');
    expect(itemPath({ cs_id: 6, cpt_id: 9, is_official: false })).toBe('/competitions/open/9/codeshare/6');
  });
});
