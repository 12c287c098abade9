import { forbidden } from '../../http/app-error.ts';
import type { UserRow } from '../accounts/sessions.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { canModerateBoard, isAuthor } from '../community/policy.ts';

/** A code post is deleted by its author or by a moderator of its board. */
export function assertCanDelete(row: { authorId: number | null }, board: CompetitionRow | null, user: UserRow): void {
  if (!isAuthor(row, user) && !canModerateBoard(board, user)) throw forbidden('code_cannot_delete');
}
