/** The page of a post below the language prefix: the forum, or its competition's talk board tab. */
export function talkPostLink(postId: number, board: { id: number; isOfficial: boolean } | null): string {
  if (!board) return `/forum/${postId}`;
  return `/competitions/${board.isOfficial ? 'official' : 'open'}/${board.id}/talkboard/${postId}`;
}
