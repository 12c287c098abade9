import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { competitionInvitees, submissions } from '../../db/schema.ts';
import { buildCompetition, buildScoredSubmission, buildSignedInUser, joinCompetition } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findCompetition } from '../competitions/find-competition.ts';
import { closeNow } from '../host/close-now.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the member's own competitions", () => {
  it('lists the competitions the member joined with team, leadership, place on the shown board and phase', async () => {
    const { user, headers } = await buildSignedInUser(t.ctx.db);
    const { user: rival } = await buildSignedInUser(t.ctx.db);
    const { competition } = await buildCompetition(t.ctx, { input: { title: { ko: '내 대회', en: 'My contest' } } });
    const { competition: untouched } = await buildCompetition(t.ctx);
    const team = await joinCompetition(t.ctx.db, competition, user);
    const rivalTeam = await joinCompetition(t.ctx.db, competition, rival);
    // rmse: lower is better, so the rival ranks first and the member second.
    await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: rivalTeam.id, userId: rival.id, publicScore: 0.1, privateScore: 0.1 });
    await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: team.id, userId: user.id, publicScore: 0.5, privateScore: 0.5 });

    const response = await t.app.inject({ url: '/api/myinfo/cpt_list', headers });
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { cpt_id: number }[];
    expect(list.map((entry) => entry.cpt_id)).not.toContain(untouched.id);
    expect(list).toEqual([
      expect.objectContaining({
        cpt_id: competition.id,
        title: { ko: '내 대회', en: 'My contest' },
        status: 'active',
        phase: 'open',
        team_id: team.id,
        is_leader: true,
        rank: 2,
        ranked_teams: 2,
        board: 'public',
      }),
    ]);
  });

  it("gives a closed competition's place as the close recorded it, not as its submissions would rank now", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx.db);
    const { user: rival } = await buildSignedInUser(t.ctx.db);
    const { competition } = await buildCompetition(t.ctx);
    const team = await joinCompetition(t.ctx.db, competition, user);
    const rivalTeam = await joinCompetition(t.ctx.db, competition, rival);
    await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: team.id, userId: user.id, publicScore: 0.1, privateScore: 0.1 });
    await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: rivalTeam.id, userId: rival.id, publicScore: 0.5, privateScore: 0.5 });
    await closeNow(t.ctx, { competition: await findCompetition(t.ctx.db, competition.id), now: new Date() });
    // A later change to a submission does not move the final standings the close wrote.
    await t.ctx.db.update(submissions).set({ privateScore: 0.9 }).where(eq(submissions.teamId, team.id));
    t.ctx.cache.invalidate(competition.id);
    const [entry] = (await t.app.inject({ url: '/api/myinfo/cpt_list', headers })).json().data;
    expect(entry).toMatchObject({ cpt_id: competition.id, status: 'closed', board: 'private', rank: 1, ranked_teams: 2 });
  });

  it('gives a joined team without a score no place yet', async () => {
    const { user, headers } = await buildSignedInUser(t.ctx.db);
    const { competition } = await buildCompetition(t.ctx);
    await joinCompetition(t.ctx.db, competition, user);
    const [entry] = (await t.app.inject({ url: '/api/myinfo/cpt_list', headers })).json().data;
    expect(entry).toMatchObject({ cpt_id: competition.id, rank: null, ranked_teams: 0 });
  });

  it('lists the invite-only competitions the member is invited to, and whether they joined', async () => {
    const { user, headers } = await buildSignedInUser(t.ctx.db);
    const { competition: invited } = await buildCompetition(t.ctx, { input: { access: 'invited' } });
    const { competition: otherInvite } = await buildCompetition(t.ctx, { input: { access: 'invited' } });
    const { competition: joinedInvite } = await buildCompetition(t.ctx, { input: { access: 'invited' } });
    await t.ctx.db.insert(competitionInvitees).values([
      { competitionId: invited.id, userId: user.id },
      { competitionId: joinedInvite.id, userId: user.id },
    ]);
    await joinCompetition(t.ctx.db, joinedInvite, user);
    const response = await t.app.inject({ url: '/api/myinfo2/invitation-cpt', headers });
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { cpt_id: number; joined: boolean; phase: string }[];
    expect(list.map((entry) => entry.cpt_id).toSorted()).toEqual([invited.id, joinedInvite.id].toSorted());
    expect(list.find((entry) => entry.cpt_id === invited.id)).toMatchObject({ joined: false, phase: 'open' });
    expect(list.find((entry) => entry.cpt_id === joinedInvite.id)).toMatchObject({ joined: true });
    expect(list.map((entry) => entry.cpt_id)).not.toContain(otherInvite.id);
  });

  it('answers a visitor with "not login" in their language', async () => {
    for (const url of ['/api/myinfo/cpt_list', '/api/myinfo2/invitation-cpt']) {
      const response = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'not login', detail: 'Please log in.' });
    }
  });
});
