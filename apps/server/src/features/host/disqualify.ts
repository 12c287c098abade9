import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { submissions, teams } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';

type Ctx = Pick<AppContext, 'db' | 'cache'>;

const assertOpen = (competition: CompetitionRow) => {
  // The final board is frozen at the close.
  if (competition.status === 'closed') throw conflict('already_closed');
};

/** Takes one submission off every board; its team sees the reason in their submission list. */
export async function disqualifySubmission(ctx: Ctx, options: { competition: CompetitionRow; submissionId: number; reason: string; now: Date }) {
  assertOpen(options.competition);
  const [row] = await ctx.db
    .update(submissions)
    .set({ disqualifiedAt: options.now, disqualifiedReason: options.reason })
    .where(and(eq(submissions.id, options.submissionId), eq(submissions.competitionId, options.competition.id)))
    .returning({ id: submissions.id });
  if (!row) throw notFound();
  ctx.cache.invalidate(options.competition.id);
}

/** Takes a whole team off every board; each of its submissions shows the reason. */
export async function disqualifyTeam(ctx: Ctx, options: { competition: CompetitionRow; teamId: number; reason: string; now: Date }) {
  assertOpen(options.competition);
  const [row] = await ctx.db
    .update(teams)
    .set({ disqualifiedAt: options.now, disqualifiedReason: options.reason })
    .where(and(eq(teams.id, options.teamId), eq(teams.competitionId, options.competition.id)))
    .returning({ id: teams.id });
  if (!row) throw notFound();
  ctx.cache.invalidate(options.competition.id);
}

/** Undoes a submission's disqualification: it is back on the boards with its score. */
export async function reinstateSubmission(ctx: Ctx, options: { competition: CompetitionRow; submissionId: number }) {
  assertOpen(options.competition);
  const [row] = await ctx.db
    .update(submissions)
    .set({ disqualifiedAt: null, disqualifiedReason: null })
    .where(and(eq(submissions.id, options.submissionId), eq(submissions.competitionId, options.competition.id)))
    .returning({ id: submissions.id });
  if (!row) throw notFound();
  ctx.cache.invalidate(options.competition.id);
}

/** Undoes a team's disqualification; submissions disqualified one by one stay so. */
export async function reinstateTeam(ctx: Ctx, options: { competition: CompetitionRow; teamId: number }) {
  assertOpen(options.competition);
  const [row] = await ctx.db
    .update(teams)
    .set({ disqualifiedAt: null, disqualifiedReason: null })
    .where(and(eq(teams.id, options.teamId), eq(teams.competitionId, options.competition.id)))
    .returning({ id: teams.id });
  if (!row) throw notFound();
  ctx.cache.invalidate(options.competition.id);
}
