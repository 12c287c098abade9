import type { CommunityBoard } from '@madang/contracts/community';
import { codePostPath } from '@madang/contracts/codeshare';

type Competition = { id: number; isOfficial: boolean } | null;

/** The page of a talk post below the language prefix: the forum, or its competition's talk board tab. */
export function talkPostLink(postId: number, board: Competition): string {
  if (!board) return `/forum/${postId}`;
  return `/competitions/${board.isOfficial ? 'official' : 'open'}/${board.id}/talkboard/${postId}`;
}

/** A support question's page: always on its competition's support tab. */
export function supportPostLink(postId: number, competition: { id: number; isOfficial: boolean }): string {
  return `/competitions/${competition.isOfficial ? 'official' : 'open'}/${competition.id}/support/${postId}`;
}

/** The page of a post of any board, site-wide (competition null) or on a competition's tab. */
export function postLink(board: CommunityBoard, postId: number, competition: Competition): string {
  if (board === 'support' && competition) return supportPostLink(postId, competition);
  return board === 'talk' ? talkPostLink(postId, competition) : codePostPath(postId, competition);
}
