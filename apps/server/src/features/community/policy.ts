import type { CommunityBoard } from '@madang/contracts/community';
import type { UserRow } from '../accounts/sessions.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { isHost, managesCompetition } from '../host/policy.ts';

type Viewer = UserRow | undefined;
type Board = CompetitionRow | null;

/** An admin moderates every board (the forum included); a host moderates the boards of the competitions they manage. */
export function canModerateBoard(board: Board, user: Viewer): boolean {
  if (user?.role === 'admin') return true;
  return board !== null && managesCompetition(board, user);
}

/** Moderation calls: members and visitors are refused before anything is looked up. */
export function assertModeratorRole(user: Viewer): asserts user is UserRow {
  if (!isHost(user)) throw forbidden('host_only');
}

export function assertCanModerate(board: Board, user: UserRow): void {
  if (!canModerateBoard(board, user)) throw forbidden(board ? 'host_only' : 'admin_only');
}

export const isAuthor = (row: { authorId: number | null }, user: Viewer) => !!user && row.authorId === user.id;

/** A hidden post exists only for its author and the board's moderators; everyone else gets a 404. */
export function assertCanSeePost(post: { authorId: number | null; hiddenAt: Date | null }, board: Board, user: Viewer): void {
  if (post.hiddenAt && !isAuthor(post, user) && !canModerateBoard(board, user)) throw notFound('not_found');
}

/** Whether the viewer reads a hidden comment's text (its author and moderators) or the placeholder. */
export const seesHiddenText = (row: { authorId: number | null }, board: Board, user: Viewer) => isAuthor(row, user) || canModerateBoard(board, user);

const notAuthor = { talk: 'talk_not_author', code: 'code_not_author', support: 'support_not_author' } as const;

/** Only its author edits a post or a comment (and deletes a talk post or any comment). */
export function assertAuthor(row: { board: CommunityBoard; authorId: number | null }, user: UserRow): void {
  if (!isAuthor(row, user)) throw forbidden(notAuthor[row.board]);
}
