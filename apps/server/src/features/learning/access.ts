import type { EduAccessState } from '@madang/contracts';
import type { eduProjects } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';

type ProjectAccessFields = Pick<typeof eduProjects.$inferSelect, 'state' | 'access' | 'authorUserId'> & { lectureBought?: boolean };
type Viewer = Pick<UserRow, 'id' | 'role' | 'subscription'> | undefined;

/** Drafts are seen by their author, educators and admins only; published projects by anyone. */
export function canSeeProject(viewer: Viewer, project: ProjectAccessFields): boolean {
  if (project.state === 'published') return true;
  if (!viewer) return false;
  return viewer.role === 'admin' || viewer.role === 'educator' || viewer.id === project.authorUserId;
}

/**
 * The one rule for opening a project's steps (docs/learning.md): visitors log in first; free projects open for
 * every member; projects for subscribers open when the member has a subscription (`users.subscription`, rewritten
 * from the subscription ledger: docs/payments.md) or bought a ranker lecture of the project, and ask for one
 * otherwise. Whoever may see a draft may also try its steps.
 */
export function canOpenSteps(viewer: Viewer, project: ProjectAccessFields): EduAccessState {
  if (!viewer) return 'login_required';
  if (project.access === 'free' || project.state === 'draft') return 'open';
  return viewer.subscription || project.lectureBought ? 'open' : 'subscription_required';
}
