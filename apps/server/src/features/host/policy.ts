import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../accounts/sessions.ts';
import { forbidden } from '../../http/app-error.ts';
import { requireUser } from '../../http/authenticate.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';

/** Hosts run their own competitions; admins run every competition and grant the host role. */
export const isHost = (user: Pick<UserRow, 'role'> | undefined) => user?.role === 'host' || user?.role === 'admin';

export function assertHost(user: UserRow): void {
  if (!isHost(user)) throw forbidden('host_only');
}

/** Covers and logos: hosts for their competitions, educators for their learning projects. */
export function assertImageUploader(user: UserRow): void {
  if (!isHost(user) && user.role !== 'educator') throw forbidden('host_only');
}

export function assertAdmin(user: UserRow): void {
  if (user.role !== 'admin') throw forbidden('admin_only');
}

/** The signed-in admin, for what speaks for the whole installation: visitors get 'not login', everyone else 'admin_only'. */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  assertAdmin(user);
  return user;
}

/**
 * A host manages the competitions they created, for as long as they are a host (a host demoted to member
 * keeps no power over them); an admin manages all of them.
 */
export function managesCompetition(competition: Pick<CompetitionRow, 'hostUserId'>, user: Pick<UserRow, 'id' | 'role'> | undefined): boolean {
  if (user?.role === 'admin') return true;
  return user?.role === 'host' && competition.hostUserId === user.id;
}

export function assertCanManage(competition: CompetitionRow, user: UserRow): void {
  assertHost(user);
  if (!managesCompetition(competition, user)) throw forbidden('host_only');
}
