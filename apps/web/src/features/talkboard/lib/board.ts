import type { CompetitionDetail } from '@madang/contracts';
import { competitionPath } from '../../../lib/competition-path.ts';

/** Which board a page shows: a competition's talk tab, or the site forum (cpt_id 0). */
export interface Board {
  cptId: number;
  /** The list's path below the language prefix; posts live at `${base}/{id}`. */
  base: string;
  competition: CompetitionDetail | null;
}

export function boardOf(competition: CompetitionDetail | null | undefined): Board {
  if (!competition) return { cptId: 0, base: '/forum', competition: null };
  return { cptId: competition.id, base: competitionPath(competition, 'talkboard'), competition };
}

/** A board's list path by the competition's number (0: the forum); the competition page corrects the host segment if needed. */
export const boardPathOf = (cptId: number) => (cptId === 0 ? '/forum' : `/competitions/official/${cptId}/talkboard`);

/** A post by its board's competition number (0: the forum). */
export const competitionPostPath = (cptId: number, postId: number) => `${boardPathOf(cptId)}/${postId}`;
