import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { uniqueViolationOf } from '../../db/errors.ts';
import { competitionDataFiles, submissions } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { UserRow } from '../accounts/sessions.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import type { Membership } from '../competitions/membership.ts';
import { createSubmission } from './create-submission.ts';

/** Submits the competition's sample file for the team, once per team (the page asks for confirmation first). */
export async function submitSample(
  ctx: Pick<AppContext, 'db' | 'storage' | 'submissionEvents'>,
  options: { competition: CompetitionRow; user: UserRow; membership: Membership; memo: string; now: Date },
) {
  const { competition, membership } = options;
  if (membership.team) {
    const [used] = await ctx.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.teamId, membership.team.id), eq(submissions.isSample, true)))
      .limit(1);
    if (used) throw conflict('sample_already_submitted');
  }
  const [sample] = await ctx.db
    .select()
    .from(competitionDataFiles)
    .where(and(eq(competitionDataFiles.competitionId, competition.id), eq(competitionDataFiles.isSample, true)))
    .limit(1);
  const object = sample ? await ctx.storage.get(sample.storageKey) : undefined;
  if (!sample || !object) throw notFound();
  try {
    return await createSubmission(ctx, { ...options, fileName: sample.name, body: object.body, isSample: true });
  } catch (error) {
    if (uniqueViolationOf(error)) throw conflict('sample_already_submitted');
    throw error;
  }
}
