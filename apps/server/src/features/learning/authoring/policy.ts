import type { UserRow } from '../../accounts/sessions.ts';
import { forbidden } from '../../../http/app-error.ts';

type Who = Pick<UserRow, 'id' | 'role'>;

/** Educators write learning projects; admins write every project and grant the educator role. */
export const isEducator = (user: Pick<UserRow, 'role'> | undefined) => user?.role === 'educator' || user?.role === 'admin';

export function assertEducator(user: UserRow): void {
  if (!isEducator(user)) throw forbidden('educator_only');
}

/**
 * An educator edits the projects they author, for as long as they are an educator; an admin edits
 * every project, the demo's and imported ones (which have no author) included.
 */
export function editsProject(project: { authorUserId: number | null }, user: Who | undefined): boolean {
  if (user?.role === 'admin') return true;
  return user?.role === 'educator' && project.authorUserId === user.id;
}
