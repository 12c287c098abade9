import type { UserRow } from '../accounts/sessions.ts';
import { forbidden } from '../../http/app-error.ts';

/** The site's pages and policies speak for the whole installation, so only admins change them. */
export function assertCanEditSitePages(user: UserRow): void {
  if (user.role !== 'admin') throw forbidden('admin_only');
}
