import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionInvitees } from '../../db/schema.ts';
import { buildCompetition, buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody } from '../submissions/multipart.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, body?: unknown) =>
  t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });

/** Every participant-facing read and action on one competition, as a stranger would try them. */
function participantCalls(ref: number | string, sample: string) {
  const sub = multipartBody({ cpt_id: ref }, { name: 'sub.csv', content: sample });
  return [
    { name: 'detail', send: (h: Headers) => call('GET', `/api/competition?cpt_id=${ref}`, h) },
    { name: 'data', send: (h: Headers) => call('GET', `/api/competition/data?cpt_id=${ref}`, h) },
    { name: 'download', send: (h: Headers) => call('POST', '/api/competition/download', h, { cpt_id: ref }) },
    { name: 'public board', send: (h: Headers) => call('GET', `/api/leaderboard/V2/public?cpt_id=${ref}`, h) },
    { name: 'private board', send: (h: Headers) => call('GET', `/api/leaderboard/V2/private?cpt_id=${ref}`, h) },
    { name: 'baseline', send: (h: Headers) => call('GET', `/api/leaderboard/get_baseline?cpt_id=${ref}`, h) },
    { name: 'closed info', send: (h: Headers) => call('GET', `/api/competition/closed_info?cpt_id=${ref}`, h) },
    { name: 'ranking chart', send: (h: Headers) => call('GET', `/api/competition/ranking_plotly?cpt_id=${ref}`, h) },
    { name: 'submission list', send: (h: Headers) => call('GET', `/api/competition/submission_list?cpt_id=${ref}`, h) },
    { name: 'phone check', send: (h: Headers) => call('GET', `/api/competition/checkPhone?cpt_id=${ref}`, h) },
    { name: 'agreement', send: (h: Headers) => call('POST', `/api/v1/competitions/${ref}/agreement`, h) },
    { name: 'join', send: (h: Headers) => call('POST', '/api/competition/join_alone', h, { cpt_id: ref }) },
    { name: 'submit', send: (h: Headers) => t.app.inject({ method: 'POST', url: `/api/submission?cpt_id=${ref}`, payload: sub.payload, headers: { ...h, ...sub.headers } }) },
  ];
}

describe('invite-only competitions', () => {
  it('do not exist for anyone off the list: every read and action answers as for an unknown competition', async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const { competition, dataset } = await buildCompetition(t.ctx, {
      hostUserId: host.user.id,
      input: { access: 'invited', title: { ko: '비공개 초대 대회', en: 'Secret invited cup' } },
    });
    const stranger = await buildSignedInUser(t.ctx.db);
    const sample = dataset.sample.toString();

    for (const headers of [{}, stranger.headers]) {
      const signedIn = 'authorization' in headers;
      const unknown = participantCalls(999_999, sample);
      for (const [i, c] of participantCalls(competition.id, sample).entries()) {
        const answer = await c.send(headers);
        const same = await unknown[i]!.send(headers);
        expect(answer.statusCode, `${c.name} (${signedIn ? 'member' : 'visitor'})`).toBe(same.statusCode);
        expect(answer.json().message, c.name).toBe(same.json().message);
        expect(answer.body, c.name).not.toContain('Secret invited cup');
      }
      // By slug too, where the name itself could be guessed.
      const bySlug = await call('GET', `/api/competition?cpt_id=${competition.slug}`, headers);
      expect(bySlug.statusCode).toBe(404);
    }
    const lists = ['/api/competition/list', '/api/competition/list?keyword=Secret', '/api/competition/list/hackathon?period=all', '/api/competition/stats'];
    for (const url of lists) expect((await call('GET', url, stranger.headers)).body, url).not.toContain('Secret invited cup');
  });

  it('the host invites members by pasted e-mails; an invitee sees and joins it, and is out again once removed', async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const { competition } = await buildCompetition(t.ctx, { hostUserId: host.user.id, input: { access: 'invited' } });
    const base = `/api/v1/host/competitions/${competition.id}/invitees`;
    const [a, b] = [await buildSignedInUser(t.ctx.db), await buildSignedInUser(t.ctx.db)];
    expect((await call('GET', `/api/competition?cpt_id=${competition.id}`, a.headers)).statusCode).toBe(404);

    // Mixed case, separators and a duplicate: two members, counted once each.
    const pasted = `${a.user.email.toUpperCase()}, ${b.user.email};\n <${a.user.email}>`;
    const added = await call('POST', base, host.headers, { emails: pasted });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ added: 2, already: 0 });
    expect(
      added
        .json()
        .data.invitees.map((i: { user_id: number }) => i.user_id)
        .sort(),
    ).toEqual([a.user.id, b.user.id].sort());
    const again = await call('POST', base, host.headers, { emails: a.user.email });
    expect(again.json().data).toMatchObject({ added: 0, already: 1 });
    expect((await call('GET', base, host.headers)).json().data).toHaveLength(2);

    const detail = await call('GET', `/api/competition?cpt_id=${competition.id}`, a.headers);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.access).toBe('invited');
    expect((await call('POST', `/api/v1/competitions/${competition.id}/agreement`, a.headers)).statusCode).toBe(200);
    const joined = await call('POST', '/api/competition/join_alone', a.headers, { cpt_id: competition.id });
    expect(joined.statusCode, joined.body).toBe(200);
    // Invitees still never see it in the public lists.
    expect((await call('GET', '/api/competition/list', a.headers)).json().data.map((c: { id: number }) => c.id)).not.toContain(competition.id);

    expect((await call('DELETE', `${base}/${b.user.id}`, host.headers)).statusCode).toBe(200);
    expect((await call('DELETE', `${base}/${b.user.id}`, host.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/competition?cpt_id=${competition.id}`, b.headers)).statusCode).toBe(404);
  });

  it('refuses unknown or malformed e-mails with a message naming them, adding nobody', async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const { competition } = await buildCompetition(t.ctx, { hostUserId: host.user.id, input: { access: 'invited' } });
    const member = await buildSignedInUser(t.ctx.db);
    const base = `/api/v1/host/competitions/${competition.id}/invitees`;
    const en = { ...host.headers, 'accept-language': 'en' };

    const unknown = await call('POST', base, en, { emails: `${member.user.email}\nnobody-here@example.com` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('invitee_unknown');
    expect(unknown.json().detail).toBe('No member has these e-mails: nobody-here@example.com. Ask them to sign up first, then invite them again. Nobody was added.');
    const malformed = await call('POST', base, { ...host.headers, 'accept-language': 'ko' }, { emails: 'not-an-email, x@' });
    expect(malformed.json()).toMatchObject({ message: 'invitee_malformed', detail: '이메일 형식이 올바르지 않습니다: not-an-email, x@' });
    const empty = await call('POST', base, en, { emails: ' \n, ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0]).toMatchObject({ field: 'emails' });
    expect(await t.ctx.db.select().from(competitionInvitees).where(eq(competitionInvitees.competitionId, competition.id))).toEqual([]);
  });

  it('a public competition switched to invite-only leaves the cached public board at once', async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const { competition } = await buildCompetition(t.ctx, { hostUserId: host.user.id });
    const board = `/api/leaderboard/V2/public?cpt_id=${competition.id}`;
    expect((await call('GET', board, {})).statusCode).toBe(200);
    const form = (await call('GET', `/api/v1/host/competitions/${competition.id}`, host.headers)).json().data.form;
    const saved = await call('PUT', `/api/v1/host/competitions/${competition.id}`, host.headers, { ...form, access: 'invited' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', board, {})).statusCode).toBe(404);
  });
});
