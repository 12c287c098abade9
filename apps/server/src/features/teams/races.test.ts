import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, teams } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildScoredSubmission, competitionWithPlayers, teamApi } from './team-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe('races resolve to exactly one outcome', () => {
  it('two leaders invite the same member at once; accepting both at once joins exactly one team', async () => {
    const { competition, players } = await competitionWithPlayers(t, 3);
    const [a, b, target] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const api = teamApi(t, competition.id);
    const invites = await Promise.all([api.invite(a, target), api.invite(b, target)]);
    expect(statuses(invites)).toEqual([200, 200]);

    const answers = await Promise.all([api.accept(target, a.team.id), api.accept(target, b.team.id)]);
    expect(statuses(answers)).toEqual([200, 409]);
    const memberships = await t.ctx.db.select().from(teamMembers).where(eq(teamMembers.userId, target.user.id));
    expect(memberships).toHaveLength(1);
    const winner = answers.findIndex((r) => r.statusCode === 200) === 0 ? a : b;
    expect(memberships[0]!.teamId).toBe(winner.team.id);
    // The invitee's own team is gone, the losing invitation is closed.
    const left = await t.ctx.db.select({ id: teams.id }).from(teams).where(eq(teams.competitionId, competition.id));
    expect(left.map((r) => r.id).sort()).toEqual([a.team.id, b.team.id].sort());
    const incoming = (await api.call('GET', '/competition/new_invite_state_accept', target)).json().data;
    expect(incoming.map((i: { state: string }) => i.state).sort()).toEqual(['accepted', 'canceled']);
  });

  it('two leaders invite each other and both accept at once: one merge, no deadlock', async () => {
    const { competition, players } = await competitionWithPlayers(t, 2);
    const [a, b] = players as [(typeof players)[0], (typeof players)[0]];
    const api = teamApi(t, competition.id);
    await api.invite(a, b);
    await api.invite(b, a);
    const answers = await Promise.all([api.accept(b, a.team.id), api.accept(a, b.team.id)]);
    expect(statuses(answers)).toEqual([200, 409]);
    const rows = await t.ctx.db.select().from(teamMembers).where(eq(teamMembers.competitionId, competition.id));
    expect(new Set(rows.map((r) => r.teamId)).size).toBe(1);
  });

  it('two invitees accept at once into a team with one free place: one joins', async () => {
    const { competition, players } = await competitionWithPlayers(t, 3, { team_size_max: 2 });
    const [a, b, c] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const api = teamApi(t, competition.id);
    await api.invite(a, b);
    await api.invite(a, c);
    const answers = await Promise.all([api.accept(b, a.team.id), api.accept(c, a.team.id)]);
    expect(statuses(answers)).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe('team_full');
    expect((await api.info(a)).json().data.members).toHaveLength(2);
  });

  it('accepts that together would pass the total limit: one joins', async () => {
    const { competition, players } = await competitionWithPlayers(t, 3, { total_limit: 4, daily_limit: 10 });
    const [a, b, c] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const past = new Date(Date.now() - 3 * 86_400_000);
    for (const p of [a, b, c]) {
      await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: p.team.id, userId: p.user.id, publicScore: 1, privateScore: 1, createdAt: past });
      if (p !== a) await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: p.team.id, userId: p.user.id, publicScore: 1, privateScore: 1, createdAt: past });
    }
    const api = teamApi(t, competition.id);
    await api.invite(a, b);
    await api.invite(a, c);
    const answers = await Promise.all([api.accept(b, a.team.id), api.accept(c, a.team.id)]);
    expect(statuses(answers)).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe('merge_submission_limit');
  });

  it('an accept and a decline of the same invitation at once: exactly one stands', async () => {
    const { competition, players } = await competitionWithPlayers(t, 2);
    const [a, b] = players as [(typeof players)[0], (typeof players)[0]];
    const api = teamApi(t, competition.id);
    await api.invite(a, b);
    const answers = await Promise.all([api.accept(b, a.team.id), api.decline(b, a.team.id)]);
    expect(statuses(answers)).toEqual([200, 409]);
    const state = (await api.call('GET', '/competition/new_invite_state_send', a)).json().data[0].state;
    const members = (await api.info(a)).json().data.members.length;
    expect(state === 'accepted' ? members === 2 : members === 1).toBe(true);
  });
});
