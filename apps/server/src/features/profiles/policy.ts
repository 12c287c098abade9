import type { UserRow } from '../accounts/sessions.ts';
import { forbidden } from '../../http/app-error.ts';

/** Spec section 6: a user edits only their own profile. A request that names another member is refused. */
export function assertOwnProfile(user: UserRow, named: number | undefined): void {
  if (named !== undefined && named !== user.id) throw forbidden('profile_not_owner');
}
