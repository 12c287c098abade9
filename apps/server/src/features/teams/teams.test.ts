import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, notifications, teamMembers } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildScoredSubmission, competitionWithPlayers, type Player, teamApi } from './team-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe('inviting and accepting', () => {
  it('merges the invitee with their scores into the team, with notifications for the invite and the accept', async () => {
    const { competition, players } = await competitionWithPlayers(t, 2);
    const [leader, invitee] = players as [(typeof players)[0], (typeof players)[0]];
    const api = teamApi(t, competition.id);
    await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: invitee.team.id, userId: invitee.user.id, publicScore: 0.3, privateScore: 0.3 });
    await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: leader.team.id, userId: leader.user.id, publicScore: 0.5, privateScore: 0.5 });
    const before = await t.app.inject({ url: `/api/leaderboard/V2/public?cpt_id=${competition.id}` });
    expect(before.json().data.rows).toHaveLength(2);

    const invited = await api.invite(leader, invitee);
    expect(invited.statusCode).toBe(200);
    const incoming = await api.call('GET', '/competition/new_invite_state_accept', invitee);
    expect(incoming.json().data).toEqual([expect.objectContaining({ team_id: leader.team.id, inviter_name: leader.user.name, state: 'sent' })]);
    const [inviteNote] = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, invitee.user.id));
    expect(inviteNote).toMatchObject({
      type: 'cpt_invite',
      competitionId: competition.id,
      isOfficial: true,
      isRead: false,
      link: `/competitions/official/${competition.slug}/team/?invitation=${invited.json().data.id}`,
    });
    expect(inviteNote!.content.ko).toContain(leader.user.name);

    const accepted = await api.accept(invitee, leader.team.id);
    expect(accepted.statusCode).toBe(200);
    const info = (await api.info(invitee)).json().data;
    expect(info).toMatchObject({ team_id: leader.team.id, leader_id: leader.user.id, is_leader: false, submission_count: 2, merge_open: true });
    expect(info.members).toEqual([
      expect.objectContaining({ user_id: leader.user.id, is_leader: true, submission_count: 1, affiliation: 'individual' }),
      expect.objectContaining({ user_id: invitee.user.id, is_leader: false, submission_count: 1 }),
    ]);
    expect((await api.call('GET', '/competition/new_invite_state_send', leader)).json().data[0]).toMatchObject({ invitee_name: invitee.user.name, state: 'accepted' });
    const [acceptNote] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, leader.user.id), eq(notifications.type, 'cpt_accept')));
    expect(acceptNote!.link).toBe(`/competitions/official/${competition.id}/team/`);

    // One team on the board, ranked by the better of the two members' scores (rmse: lower is better).
    const rows = (await t.app.inject({ url: `/api/leaderboard/V2/public?cpt_id=${competition.id}` })).json().data.rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ team_name: leader.team.name, score: 0.3 });
    const quota = (await t.app.inject({ url: `/api/v1/competitions/${competition.id}/quota`, headers: invitee.headers })).json().data;
    expect(quota).toMatchObject({ used_today: 2, remaining_today: 1 });
  });

  it('records a declined invitation, which can no longer be accepted', async () => {
    const { competition, players } = await competitionWithPlayers(t, 2);
    const [leader, invitee] = players as [(typeof players)[0], (typeof players)[0]];
    const api = teamApi(t, competition.id);
    await api.invite(leader, invitee);
    expect((await api.invite(leader, invitee)).json()).toMatchObject({ message: 'already_invited' });
    expect((await api.decline(invitee, leader.team.id)).statusCode).toBe(200);
    expect((await api.call('GET', '/competition/new_invite_state_send', leader)).json().data[0].state).toBe('declined');
    const late = await api.accept(invitee, leader.team.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('invitation_closed');
  });

  it('refuses invites that cannot become a team: unknown, not joined, on another team, or yourself', async () => {
    const { competition, players } = await competitionWithPlayers(t, 3);
    const [a, b, c] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const api = teamApi(t, competition.id);
    const outsider = await buildSignedInUser(t.ctx.db);
    expect((await api.call('POST', '/competition/new_invite_new', a, { nickname: 'nobody-by-that-name' })).json().message).toBe('invitee_not_found');
    expect((await api.call('POST', '/competition/new_invite_new', a, { nickname: outsider.user.name })).json().message).toBe('invitee_not_participant');
    expect((await api.call('POST', '/competition/new_invite_new', a, { nickname: a.user.name })).json().message).toBe('already_member');
    await api.invite(b, c);
    await api.accept(c, b.team.id);
    expect((await api.invite(a, c)).json().message).toBe('invitee_in_team');
    // A member cannot invite; only the leader can.
    expect((await api.invite(c, a)).json()).toMatchObject({ status: 403, message: 'not_team_leader' });
  });
});

describe('rules that hold on the server', () => {
  it('keeps the team size limit', async () => {
    const { competition, players } = await competitionWithPlayers(t, 3, { team_size_max: 2 });
    const [a, b, c] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const api = teamApi(t, competition.id);
    await api.invite(a, b);
    await api.invite(a, c);
    expect((await api.accept(b, a.team.id)).statusCode).toBe(200);
    const full = await api.accept(c, a.team.id);
    expect(full.json()).toMatchObject({ status: 409, message: 'team_full' });
    expect((await api.invite(c, a)).json().message).toBe('team_full');
  });

  it('requires one affiliation unless the host allows mixed teams', async () => {
    // The spec's rule is the default: the competition does not name it.
    const { competition, players } = await competitionWithPlayers(t, 3, {}, ['individual', 'startup', 'individual']);
    const [a, b, c] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const api = teamApi(t, competition.id);
    expect((await api.invite(a, b)).json()).toMatchObject({ status: 409, message: 'affiliation_mismatch' });
    expect((await api.invite(a, c)).statusCode).toBe(200);
    // Affiliation is chosen when joining.
    const late = await buildSignedInUser(t.ctx.db);
    await t.app.inject({ method: 'POST', url: `/api/v1/competitions/${competition.id}/agreement`, headers: late.headers });
    await t.app.inject({ method: 'POST', url: '/api/competition/join_alone', headers: late.headers, payload: { cpt_id: competition.id, affiliation: 'startup' } });
    const [row] = await t.ctx.db.select().from(teamMembers).where(eq(teamMembers.userId, late.user.id));
    expect(row!.affiliation).toBe('startup');

    const mixed = await competitionWithPlayers(t, 2, { affiliation_rule: 'any' }, ['individual', 'startup']);
    const [leader, startup] = mixed.players as [(typeof players)[0], (typeof players)[0]];
    expect((await teamApi(t, mixed.competition.id).invite(leader, startup)).statusCode).toBe(200);
  });

  it('refuses merges whose combined submissions exceed the total or today’s limit', async () => {
    const total = await competitionWithPlayers(t, 2, { total_limit: 3, daily_limit: 10 });
    const [a, b] = total.players as [(typeof total.players)[0], (typeof total.players)[0]];
    const yesterday = new Date(Date.now() - 2 * DAY);
    for (const p of [a, b]) {
      for (let i = 0; i < 2; i++) {
        await buildScoredSubmission(t.ctx.db, { competitionId: total.competition.id, teamId: p.team.id, userId: p.user.id, publicScore: 1, privateScore: 1, createdAt: yesterday });
      }
    }
    expect((await teamApi(t, total.competition.id).invite(a, b)).json()).toMatchObject({ status: 409, message: 'merge_submission_limit' });

    const daily = await competitionWithPlayers(t, 2, { daily_limit: 3 });
    const [c, d] = daily.players as [(typeof daily.players)[0], (typeof daily.players)[0]];
    for (const p of [c, d]) {
      for (let i = 0; i < 2; i++) {
        await buildScoredSubmission(t.ctx.db, { competitionId: daily.competition.id, teamId: p.team.id, userId: p.user.id, publicScore: 1, privateScore: 1 });
      }
    }
    expect((await teamApi(t, daily.competition.id).invite(c, d)).json()).toMatchObject({ status: 409, message: 'merge_daily_limit' });
  });

  it('allows no invite after the merge deadline and refuses an accept that arrives after it', async () => {
    const { competition, players } = await competitionWithPlayers(t, 3, { team_merge_deadline: new Date(Date.now() + DAY) });
    const [a, b, c] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const api = teamApi(t, competition.id);
    expect((await api.invite(a, b)).statusCode).toBe(200);
    await t.ctx.db
      .update(competitions)
      .set({ teamMergeDeadline: new Date(Date.now() - 1000) })
      .where(eq(competitions.id, competition.id));
    expect((await api.accept(b, a.team.id)).json()).toMatchObject({ status: 403, message: 'merge_deadline_passed' });
    expect((await api.invite(a, c)).json().message).toBe('merge_deadline_passed');
    expect((await api.info(a)).json().data).toMatchObject({ merge_open: false, members: [expect.objectContaining({ user_id: a.user.id })] });
  });
});

describe('the team name', () => {
  it('is checked by both calls and changed by the leader only, at most 20 characters, unique in the competition', async () => {
    const { competition, players } = await competitionWithPlayers(t, 3);
    const [a, b, c] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const api = teamApi(t, competition.id);
    const check = (name: string) =>
      Promise.all([
        api.call('GET', `/competition/is_team_name_in_cpt?team_name=${encodeURIComponent(name)}`, a),
        api.call('GET', `/competition/check_team_name?team_name=${encodeURIComponent(name)}`, a),
      ]).then(([inCpt, checked]) => [inCpt.json().data.exists, checked.json().data.available]);
    expect(await check('Yard Birds')).toEqual([false, true]);
    expect(await check(c.team.name.toUpperCase())).toEqual([true, false]);
    expect(await check(a.team.name)).toEqual([true, true]);
    expect((await api.call('GET', `/competition/check_team_name?team_name=${'x'.repeat(21)}`, a)).statusCode).toBe(400);

    expect((await api.call('POST', '/competition/change_team_name', a, { team_name: 'Yard Birds' })).statusCode).toBe(200);
    expect((await api.call('POST', '/competition/change_team_name', c, { team_name: 'yard birds' })).json()).toMatchObject({ status: 409, message: 'team_name_exist' });
    expect((await api.call('POST', '/competition/change_team_name', a, { team_name: 'x'.repeat(21) })).statusCode).toBe(400);
    const found = await api.call('GET', '/competition/user_team_info?team_name=yard%20birds', b);
    expect(found.json().data).toMatchObject({ team_name: 'Yard Birds', leader_name: a.user.name });

    await api.invite(a, b);
    await api.accept(b, a.team.id);
    expect((await api.call('POST', '/competition/change_team_name', b, { team_name: 'Mine now' })).json().message).toBe('not_team_leader');
  });
});

describe('leading and leaving', () => {
  async function teamOfThree(input = {}) {
    const { competition, players } = await competitionWithPlayers(t, 3, input);
    const api = teamApi(t, competition.id);
    const [a, b, c] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    for (const p of [b, c]) {
      await api.invite(a, p);
      await api.accept(p, a.team.id);
    }
    return { competition, api, a, b, c };
  }

  it('lets only the leader choose the final submissions', async () => {
    const { competition, api, a, b } = await teamOfThree();
    const { id } = await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: a.team.id, userId: b.user.id, publicScore: 0.4, privateScore: 0.4 });
    const byMember = await api.call('POST', '/competition/submission_use_final', b, { submission_id: id });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe('not_team_leader');
    const byLeader = await api.call('POST', '/competition/submission_use_final', a, { submission_id: id });
    expect(byLeader.json().data).toEqual({ id, is_final: true });
  });

  it('hands the leadership over; only the leader may', async () => {
    const { api, a, b, c } = await teamOfThree();
    expect((await api.call('POST', '/competition/change_leader', b, { user_id: b.user.id })).json().message).toBe('not_team_leader');
    expect((await api.call('POST', '/competition/change_leader', a, { user_id: b.user.id })).statusCode).toBe(200);
    expect((await api.call('GET', '/competition/is_team_leader', b)).json().data).toEqual({ is_team_leader: 1 });
    expect((await api.call('GET', '/competition/is_team_leader', a)).json().data).toEqual({ is_team_leader: 0 });
    expect((await api.call('GET', '/codeupload/check_team', b)).json().data).toMatchObject({ is_leader: true, team_id: a.team.id });
    expect((await api.call('POST', '/competition/change_leader', b, { user_id: 999999 })).json().message).toBe('not_team_member');
    expect((await api.info(c)).json().data).toMatchObject({ leader_id: b.user.id, is_leader: false });
  });

  it('sets myInfo isTeamLeader for the leader of a team others joined, not for a one-person team, and moves it with the leadership', async () => {
    const isTeamLeader = async (p: Player) => (await t.app.inject({ url: '/api/myinfo', headers: p.headers })).json().data[0].isTeamLeader;
    const alone = await competitionWithPlayers(t, 1);
    expect(await isTeamLeader(alone.players[0]!)).toBe(0);

    const { api, a, b, c } = await teamOfThree();
    expect([await isTeamLeader(a), await isTeamLeader(b), await isTeamLeader(c)]).toEqual([1, 0, 0]);
    await api.call('POST', '/competition/change_leader', a, { user_id: b.user.id });
    expect([await isTeamLeader(a), await isTeamLeader(b)]).toEqual([0, 1]);
  });

  it('lets a member ask to leave; the leader rejects or accepts, and the member gets a team of their own', async () => {
    const { api, a, b } = await teamOfThree();
    expect((await api.call('POST', '/team/member/exit', a)).json().message).toBe('leader_cannot_request_exit');
    expect((await api.call('POST', '/team/member/exit', b)).statusCode).toBe(200);
    expect((await api.call('POST', '/team/member/exit', b)).json().message).toBe('exit_already_requested');
    expect((await api.call('GET', '/team/member/exit/list', b)).json().message).toBe('not_team_leader');
    expect((await api.call('GET', '/team/member/exit/list', a)).json().data).toEqual([expect.objectContaining({ user_id: b.user.id, state: 'requested' })]);
    expect((await api.info(b)).json().data.my_exit_request).toMatchObject({ state: 'requested' });

    expect((await api.call('PUT', '/team/member/exit/reject', a, { user_id: b.user.id })).statusCode).toBe(200);
    expect((await api.call('PUT', '/team/member/exit/accept', a, { user_id: b.user.id })).json().message).toBe('exit_request_closed');
    await api.call('POST', '/team/member/exit', b);
    expect((await api.call('PUT', '/team/member/exit/accept', a, { user_id: b.user.id })).statusCode).toBe(200);
    const own = (await api.info(b)).json().data;
    expect(own).toMatchObject({ is_leader: true, members: [expect.objectContaining({ user_id: b.user.id })] });
    expect(own.team_id).not.toBe(a.team.id);
    expect((await api.info(a)).json().data.members).toHaveLength(2);
  });

  it('lets the leader leave: the longest-standing member leads; a leader alone cannot leave', async () => {
    const { api, a, b, c } = await teamOfThree();
    expect((await api.call('POST', '/team/leader/exit', b)).json().message).toBe('not_team_leader');
    expect((await api.call('POST', '/team/leader/exit', a)).statusCode).toBe(200);
    const team = (await api.info(c)).json().data;
    expect(team).toMatchObject({ leader_id: b.user.id, team_id: a.team.id });
    expect(team.members.map((m: { user_id: number }) => m.user_id)).toEqual([b.user.id, c.user.id]);
    expect((await api.call('POST', '/team/leader/exit', a)).json().message).toBe('team_alone');
  });

  it('removes a member who has not submitted yet, and refuses one who has', async () => {
    const { competition, api, a, b, c } = await teamOfThree();
    await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: a.team.id, userId: c.user.id, publicScore: 1, privateScore: 1 });
    expect((await api.call('POST', '/v1/teams/remove-member', b, { user_id: c.user.id })).json().message).toBe('not_team_leader');
    expect((await api.call('POST', '/v1/teams/remove-member', a, { user_id: c.user.id })).json()).toMatchObject({ status: 403, message: 'member_has_submissions' });
    expect((await api.call('POST', '/v1/teams/remove-member', a, { user_id: b.user.id })).statusCode).toBe(200);
    expect((await api.info(b)).json().data.members).toHaveLength(1);
    expect((await api.info(a)).json().data.members.map((m: { user_id: number }) => m.user_id)).toEqual([a.user.id, c.user.id]);
  });
});

describe('invite links', () => {
  it('lets anyone in the competition join with the link until the leader revokes it', async () => {
    const { competition, players } = await competitionWithPlayers(t, 3);
    const [a, b, c] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const api = teamApi(t, competition.id);
    expect((await api.call('GET', '/v1/teams/invite-link', a)).json().data).toBeNull();
    const created = (await api.call('POST', '/v1/teams/invite-link', a)).json().data;
    expect(created.expires_at).toBe(competition.endsAt.toISOString());
    expect((await api.call('POST', '/v1/teams/invite-link', a)).json().data.token).toBe(created.token);

    const preview = await t.app.inject({ url: `/api/v1/teams/invite-link/preview?token=${created.token}`, headers: b.headers });
    expect(preview.json().data).toMatchObject({ cpt_id: competition.id, open: true, team: { team_id: a.team.id, leader_name: a.user.name } });
    const joined = await t.app.inject({ method: 'POST', url: '/api/v1/teams/invite-link/join', headers: b.headers, payload: { token: created.token } });
    expect(joined.json().data).toMatchObject({ team_id: a.team.id });
    // Only the leader shares and revokes the link.
    expect((await api.call('POST', '/v1/teams/invite-link', b)).json().message).toBe('not_team_leader');

    expect((await api.call('POST', '/v1/teams/invite-link/revoke', a)).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/teams/invite-link/join', headers: c.headers, payload: { token: created.token } });
    expect(refused.json()).toMatchObject({ status: 404, message: 'invite_link_invalid' });
  });

  it('stops working at the merge deadline', async () => {
    const { competition, players } = await competitionWithPlayers(t, 2, { team_merge_deadline: new Date(Date.now() + DAY) });
    const [a, b] = players as [(typeof players)[0], (typeof players)[0]];
    const { token } = (await teamApi(t, competition.id).call('POST', '/v1/teams/invite-link', a)).json().data;
    await t.ctx.db
      .update(competitions)
      .set({ teamMergeDeadline: new Date(Date.now() - 1000) })
      .where(eq(competitions.id, competition.id));
    const late = await t.app.inject({ method: 'POST', url: '/api/v1/teams/invite-link/join', headers: b.headers, payload: { token } });
    expect(late.json()).toMatchObject({ status: 403, message: 'merge_deadline_passed' });
  });
});
