import type { CompetitionDetail } from '@madang/contracts';
import { competitionPath } from '../../../lib/competition-path.ts';

/** Which code board a page shows: a competition's code tab, or the site-wide code share (cpt_id 0). */
export interface CodeBoard {
  cptId: number;
  /** The list's path below the language prefix; posts live at `${base}/{id}`. */
  base: string;
  competition: CompetitionDetail | null;
}

export function codeBoardOf(competition: CompetitionDetail | null | undefined): CodeBoard {
  if (!competition) return { cptId: 0, base: '/codeshare', competition: null };
  return { cptId: competition.id, base: competitionPath(competition, 'codeshare'), competition };
}
