import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { parseEmailList, type Invitee, type InviteesAddResult } from '@madang/contracts';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { currentUser } from '../../http/authenticate.ts';
import { competitionInvitees, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';

/** One paste may hold a whole class or company; more than this is a mistake, not a list. */
export const INVITEES_PER_PASTE = 500;

/**
 * A paste names the e-mails no account has, which hosts need to fix their list; hosts are trusted
 * members (an admin grants the role) and the answer is limited per host, so it is no way to test
 * thousands of addresses for accounts.
 */
export const inviteePasteLimit = {
  max: 20,
  timeWindow: 60 * 60_000,
  // After authentication, so the budget is the host's, wherever they paste from.
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `host:${currentUser(request)?.id ?? request.ip}`,
};
const email = z.string().email();

/** The members who may see and join an invite-only competition, by name. */
export async function listInvitees(db: Executor, competitionId: number): Promise<Invitee[]> {
  return db
    .select({ user_id: users.id, name: users.name, email: users.email })
    .from(competitionInvitees)
    .innerJoin(users, eq(users.id, competitionInvitees.userId))
    .where(eq(competitionInvitees.competitionId, competitionId))
    .orderBy(asc(users.email));
}

/**
 * Adds the members a pasted list of e-mails names. Invitations are for existing accounts only: an
 * e-mail no active account has refuses the whole paste, naming those e-mails, so the host can ask
 * them to sign up first and nothing is half done. E-mails already on the list count as `already`.
 */
export async function addInvitees(db: Executor, options: { competition: CompetitionRow; text: string }): Promise<InviteesAddResult> {
  const emails = parseEmailList(options.text);
  if (emails.length === 0) throw badRequest('validation', { fields: [{ field: 'emails', key: 'validation.required' }] });
  if (emails.length > INVITEES_PER_PASTE) throw badRequest('invitees_too_many', { params: { max: INVITEES_PER_PASTE } });
  const malformed = emails.filter((e) => !email.safeParse(e).success);
  if (malformed.length > 0) throw badRequest('invitee_malformed', { params: { emails: malformed.join(', ') } });
  const found = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, emails), isNull(users.withdrawnAt)));
  const known = new Set(found.map((row) => row.email));
  const unknown = emails.filter((e) => !known.has(e));
  if (unknown.length > 0) throw badRequest('invitee_unknown', { params: { emails: unknown.join(', ') } });
  const inserted = await db
    .insert(competitionInvitees)
    .values(found.map((row) => ({ competitionId: options.competition.id, userId: row.id })))
    .onConflictDoNothing()
    .returning({ userId: competitionInvitees.userId });
  return { added: inserted.length, already: found.length - inserted.length, invitees: await listInvitees(db, options.competition.id) };
}

export async function removeInvitee(db: Executor, options: { competition: CompetitionRow; userId: number }): Promise<void> {
  const removed = await db
    .delete(competitionInvitees)
    .where(and(eq(competitionInvitees.competitionId, options.competition.id), eq(competitionInvitees.userId, options.userId)))
    .returning({ userId: competitionInvitees.userId });
  if (removed.length === 0) throw notFound();
}
