import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, surveyInvitations, surveys, talentPoolMembers } from '../../db/schema.ts';
import { buildCompetition, buildScoredSubmission, buildSignedInUser, joinCompetition } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { closeCompetition } from '../leaderboards/close-competition.ts';
import { seedSurveys } from './demo-surveys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo surveys', () => {
  it('publish one survey of each kind, the winner one on the closed demo competition, inviting its winner', async () => {
    const { competition } = await buildCompetition(t.ctx, {
      input: { slug: 'retail-demand-2024', starts_at: new Date(Date.now() - 30 * 86_400_000), prizes: [{ rank: 1, amount: 100, label: { ko: '대상', en: 'First' } }] },
    });
    const winner = await buildSignedInUser(t.ctx.db);
    const team = await joinCompetition(t.ctx.db, competition, winner.user);
    await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: team.id, userId: winner.user.id, publicScore: 1, privateScore: 1 });
    const [ended] = await t.ctx.db
      .update(competitions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(competitions.id, competition.id))
      .returning();
    await closeCompetition(t.ctx, { competition: ended!, now: new Date() });
    const respondents = [(await buildSignedInUser(t.ctx.db)).user.id, (await buildSignedInUser(t.ctx.db)).user.id];
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });

    await seedSurveys(t.ctx.db, { adminId: admin.user.id, respondents, now: new Date() });
    const rows = await t.ctx.db.select().from(surveys);
    expect(rows.map((row) => [row.kind, row.publishedAt !== null])).toEqual([
      ['general', true],
      ['job', true],
      ['winner', true],
    ]);
    const winnerSurvey = rows.find((row) => row.kind === 'winner')!;
    expect(winnerSurvey.competitionId).toBe(competition.id);
    expect((await t.ctx.db.select().from(surveyInvitations)).map((row) => [row.surveyId, row.userId])).toEqual([[winnerSurvey.id, winner.user.id]]);
    expect((await t.ctx.db.select().from(talentPoolMembers)).map((row) => row.userId)).toEqual([respondents[0]]);
    const results = await t.app.inject({ url: `/api/v1/host/surveys/${rows[0]!.id}/results`, headers: admin.headers });
    expect(results.json().data.response_count).toBe(2);
  });
});
