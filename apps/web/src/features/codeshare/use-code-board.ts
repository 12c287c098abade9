import { useOutletContext } from 'react-router';
import type { CompetitionDetail } from '@madang/contracts';
import { codeBoardOf, type CodeBoard } from './lib/code-board.ts';

/** Inside a competition's layout the board is its code tab; anywhere else it is the site-wide code share. */
export function useCodeBoard(): CodeBoard {
  return codeBoardOf(useOutletContext<CompetitionDetail | undefined>());
}
