import type { UserRow } from '../accounts/sessions.ts';
import { forbidden } from '../../http/app-error.ts';

/** Notices and the FAQ speak for the whole site, so only admins write them; hosts run competitions only. */
export function assertCanManageNotices(user: UserRow): void {
  if (user.role !== 'admin') throw forbidden('admin_only');
}
