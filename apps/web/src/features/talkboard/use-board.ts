import { useOutletContext } from 'react-router';
import type { CompetitionDetail } from '@madang/contracts';
import { boardOf, type Board } from './lib/board.ts';

/** Inside a competition's layout the board is its talk tab; anywhere else it is the site forum. */
export function useBoard(): Board {
  return boardOf(useOutletContext<CompetitionDetail | undefined>());
}
