import { describe, expect, it } from 'vitest';
import type { CompetitionDetail } from '@madang/contracts';
import { boardOf, boardPathOf, competitionPostPath } from './board.ts';

describe('boards', () => {
  it('is the forum outside a competition and the talk tab inside one', () => {
    expect(boardOf(undefined)).toEqual({ cptId: 0, base: '/forum', competition: null });
    const competition = { id: 7, slug: 'titanic', host: 'open' } as CompetitionDetail;
    expect(boardOf(competition)).toMatchObject({ cptId: 7, base: '/competitions/open/titanic/talkboard' });
    expect(competitionPostPath(7, 12)).toBe('/competitions/official/7/talkboard/12');
    expect(boardPathOf(0)).toBe('/forum');
    expect(competitionPostPath(0, 12)).toBe('/forum/12');
    expect(boardPathOf(7)).toBe('/competitions/official/7/talkboard');
  });
});
