import type { UserRow } from '../accounts/sessions.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import { managesCompetition } from '../host/policy.ts';
import type { CompetitionRow } from './find-competition.ts';
import type { Membership } from './membership.ts';
import { phaseOf } from './schedule.ts';

/** Its host (while they still hold the host role) or an admin: who sees a draft and may close it. */
export function isCompetitionHost(competition: CompetitionRow, user: UserRow | undefined): boolean {
  return managesCompetition(competition, user);
}

/** An invited-only competition is visible to its invitees, its host and admins; for everyone else it does not exist. */
export function canViewCompetition(competition: CompetitionRow, user: UserRow | undefined, membership: Membership): boolean {
  if (!competition.publishedAt) return isCompetitionHost(competition, user);
  if (competition.accessMode === 'public') return true;
  return isCompetitionHost(competition, user) || membership.invited;
}

export function assertCanView(competition: CompetitionRow, user: UserRow | undefined, membership: Membership): void {
  // A draft does not exist for anyone but its host, nor an invite-only competition for anyone not on
  // its list: the same 404 as an unknown id, so that neither its existence nor its name leaks.
  if (!canViewCompetition(competition, user, membership)) throw notFound('not_found');
}

/** Data and submissions need the rules accepted first. */
export function assertAgreed(membership: Membership): void {
  if (!membership.agreed) throw forbidden('agreement_required');
}

export function acceptsSubmissions(competition: CompetitionRow, now: Date): boolean {
  return phaseOf(competition, now) === 'open';
}

/** The team a member submits for, once they may submit at all. */
export function assertCanSubmit(competition: CompetitionRow, membership: Membership, now: Date): NonNullable<Membership['team']> {
  assertAgreed(membership);
  if (!membership.team) throw forbidden('join_required');
  if (!acceptsSubmissions(competition, now)) throw forbidden('submissions_closed');
  return membership.team;
}

export function assertCanClose(competition: CompetitionRow, user: UserRow): void {
  if (!isCompetitionHost(competition, user)) throw forbidden();
}
