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

/** A competition's post by the competition's number; the competition page corrects the host segment if needed. */
export const competitionPostPath = (cptId: number, postId: number) => `/competitions/official/${cptId}/talkboard/${postId}`;
