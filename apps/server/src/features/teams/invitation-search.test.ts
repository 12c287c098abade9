import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_SEARCH_LIMIT } from '@madang/contracts';
import { notifications, users } from '../../db/schema.ts';
import { buildSignedInUser, joinCompetition } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { competitionWithPlayers, teamApi } from './team-test-helpers.ts';
import { memberSearchLimit } from './member-search.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stamp = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 1e3)}`;

describe('searching members to invite', () => {
  it('finds live participants outside the team by the start of their normalised nickname, at most 10, names only', async () => {
    const { competition, players } = await competitionWithPlayers(t, 1);
    const [leader] = players as [(typeof players)[0]];
    const api = teamApi(t, competition.id);
    const prefix = `Srch${stamp()}`;
    const found = [];
    for (let i = 0; i < MEMBER_SEARCH_LIMIT + 2; i++) {
      const member = await buildSignedInUser(t.ctx.db, { name: `${prefix}${String(i).padStart(2, '0')}` });
      await joinCompetition(t.ctx.db, competition, member.user);
      found.push(member);
    }
    // Not a participant, and a withdrawn participant: neither is offered.
    await buildSignedInUser(t.ctx.db, { name: `${prefix}xx` });
    await t.ctx.db.update(users).set({ withdrawnAt: new Date() }).where(eq(users.id, found[0]!.user.id));

    // Typed in another case and with full-width letters, it still matches on the normalised key.
    const typed = prefix.toUpperCase().replace('S', 'Ｓ');
    const response = await api.call('GET', `/v1/teams/member-search?q=${encodeURIComponent(typed)}`, leader);
    expect(response.statusCode).toBe(200);
    const names = response.json().data;
    expect(names).toHaveLength(MEMBER_SEARCH_LIMIT);
    expect(names[0]).toEqual({ user_id: found[1]!.user.id, name: found[1]!.user.name });
    expect(JSON.stringify(names)).not.toContain('@');
    expect(names.map((n: { name: string }) => n.name)).not.toContain(found[0]!.user.name);

    // The leader's own team is not offered, and a pattern character is a character.
    expect((await api.call('GET', `/v1/teams/member-search?q=${encodeURIComponent(leader.user.name)}`, leader)).json().data).toEqual([]);
    expect((await api.call('GET', `/v1/teams/member-search?q=${encodeURIComponent('%')}`, leader)).json().data).toEqual([]);
  });

  it('is for the team leader, signed in; an empty search is a 400', async () => {
    const { competition, players } = await competitionWithPlayers(t, 2);
    const [leader, other] = players as [(typeof players)[0], (typeof players)[0]];
    const api = teamApi(t, competition.id);
    expect((await api.invite(leader, other)).statusCode).toBe(200);
    expect((await api.accept(other, leader.team.id)).statusCode).toBe(200);
    expect((await api.call('GET', '/v1/teams/member-search?q=a', other)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: `/api/v1/teams/member-search?cpt_id=${competition.id}&q=a` });
    expect(anonymous.statusCode).toBe(401);
    expect((await api.call('GET', '/v1/teams/member-search?q=%20', leader)).statusCode).toBe(400);
  });

  it(`allows ${memberSearchLimit.max} searches a minute per member`, async () => {
    const { competition, players } = await competitionWithPlayers(t, 1);
    const [leader] = players as [(typeof players)[0]];
    const api = teamApi(t, competition.id);
    let status = 200;
    for (let i = 0; i <= memberSearchLimit.max && status === 200; i++) status = (await api.call('GET', `/v1/teams/member-search?q=x${i}`, leader)).statusCode;
    expect(status).toBe(429);
  });
});

describe('withdrawing an invitation', () => {
  it('lets the leader cancel a sent invitation, which removes the notification and can be sent again', async () => {
    const { competition, players } = await competitionWithPlayers(t, 3);
    const [leader, invitee, bystander] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const api = teamApi(t, competition.id);
    const first = (await api.invite(leader, invitee)).json().data.id;
    const inviteNotes = () =>
      t.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, invitee.user.id), eq(notifications.type, 'cpt_invite')));
    expect(await inviteNotes()).toHaveLength(1);

    // Only the inviting team's leader can withdraw it.
    const cancel = (who: typeof leader, id: number) => api.call('POST', '/v1/teams/invitations/cancel', who, { invitation_id: id });
    expect((await cancel(bystander, first)).statusCode).toBe(409);
    expect((await cancel(invitee, first)).statusCode).toBe(409);

    const canceled = await cancel(leader, first);
    expect(canceled.json()).toMatchObject({ status: 1, data: { state: 'canceled' } });
    expect(await inviteNotes()).toEqual([]);
    expect((await api.call('GET', '/competition/new_invite_state_send', leader)).json().data[0]).toMatchObject({ id: first, state: 'canceled' });
    expect((await api.accept(invitee, leader.team.id)).json().message).toBe('invitation_closed');
    expect((await cancel(leader, first)).json().message).toBe('invitation_closed');

    const again = await api.invite(leader, invitee);
    expect(again.statusCode).toBe(200);
    const [note] = await inviteNotes();
    expect(note!.link).toBe(`/competitions/official/${competition.slug}/team/?invitation=${again.json().data.id}`);
    expect((await api.accept(invitee, leader.team.id)).statusCode).toBe(200);
  });
});
