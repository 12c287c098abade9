import type { UserRow } from '../accounts/sessions.ts';
import { forbidden } from '../../http/app-error.ts';

/** Banners speak for the whole site on its home page, so only admins manage them. */
export function assertCanManageBanners(user: UserRow): void {
  if (user.role !== 'admin') throw forbidden('admin_only');
}
