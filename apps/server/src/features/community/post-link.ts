import type { CommunityBoard } from '@madang/contracts/community';
import { codePostPath } from '@madang/contracts/codeshare';

type Competition = { id: number; isOfficial: boolean } | null;

/** The page of a talk post below the language prefix: the forum, or its competition's talk board tab. */
export function talkPostLink(postId: number, board: Competition): string {
  if (!board) return `/forum/${postId}`;
  return `/competitions/${board.isOfficial ? 'official' : 'open'}/${board.id}/talkboard/${postId}`;
}

/** The page of a post of any board, site-wide (competition null) or on a competition's tab. */
export function postLink(board: CommunityBoard, postId: number, competition: Competition): string {
  return board === 'talk' ? talkPostLink(postId, competition) : codePostPath(postId, competition);
}
