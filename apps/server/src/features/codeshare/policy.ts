import { forbidden } from '../../http/app-error.ts';
import type { UserRow } from '../accounts/sessions.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { canModerateBoard, isAuthor } from '../talkboard/policy.ts';

/** Only its author edits a code post or a comment. */
export function assertCodeAuthor(row: { authorId: number | null }, user: UserRow): void {
  if (!isAuthor(row, user)) throw forbidden('code_not_author');
}

/** A post is deleted by its author or by a moderator of its board. */
export function assertCanDelete(row: { authorId: number | null }, board: CompetitionRow | null, user: UserRow): void {
  if (!isAuthor(row, user) && !canModerateBoard(board, user)) throw forbidden('code_cannot_delete');
}
