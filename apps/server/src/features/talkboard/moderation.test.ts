import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompetition, buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, member?: Member, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...member?.headers, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });

async function setUp() {
  const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
  const otherHost = await buildSignedInUser(t.ctx.db, { role: 'host' });
  const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
  const author = await buildSignedInUser(t.ctx.db);
  const commenter = await buildSignedInUser(t.ctx.db);
  const reader = await buildSignedInUser(t.ctx.db);
  const { competition } = await buildCompetition(t.ctx, { hostUserId: host.user.id });
  const post = (await call('POST', '/talkboard/v3', author, { cpt_id: competition.id, title: 'My approach', content: 'gradient boosting' })).json().data.tb_id;
  const comment = (await call('POST', '/reply/v2', commenter, { type: 'tb', content_id: post, content: 'rude words here' })).json().data.reply_id;
  const forumPost = (await call('POST', '/talkboard/v3', author, { cpt_id: 0, title: 'Forum hello', content: 'hi all' })).json().data.tb_id;
  return { host, otherHost, admin, author, commenter, reader, competition, post, comment, forumPost };
}

describe('moderation calls', () => {
  it('refuse members and visitors with 403, every one of them', async () => {
    const s = await setUp();
    const report = (await call('POST', '/v1/talkboard/report', s.reader, { tb_id: s.post, reason: 'spam' })).json().data.id;
    const walk: [string, string, Record<string, unknown>?][] = [
      ['GET', '/v1/host/moderation/reports'],
      ['GET', '/v1/host/moderation/reports?state=open'],
      ['GET', '/v1/host/moderation/hidden'],
      ['POST', `/v1/host/moderation/reports/${report}/resolve`],
      ['POST', `/v1/host/moderation/posts/${s.post}/hide`, { reason: 'spam' }],
      ['POST', `/v1/host/moderation/posts/${s.post}/restore`],
      ['POST', `/v1/host/moderation/comments/${s.comment}/hide`, { reason: 'rude' }],
      ['POST', `/v1/host/moderation/comments/${s.comment}/restore`],
    ];
    for (const viewer of [undefined, s.reader, s.author]) {
      for (const [method, url, body] of walk) {
        const response = await call(method as 'GET' | 'POST', url, viewer, body);
        expect(response.statusCode, `${method} ${url} as ${viewer ? 'member' : 'visitor'}`).toBe(403);
      }
    }
    // Nothing changed.
    expect((await call('GET', `/talkboard/v1?tb_id=${s.post}`)).json().data.hidden).toBe(false);
    expect((await call('GET', '/v1/host/moderation/reports?state=open', s.host)).json().data).toHaveLength(1);
  });

  it("limit a host to the boards of the competitions they manage; the forum is the admin's", async () => {
    const s = await setUp();
    const report = (await call('POST', '/v1/talkboard/report', s.reader, { tb_id: s.post, reply_id: s.comment, reason: 'abuse' })).json().data.id;
    const forumReport = (await call('POST', '/v1/talkboard/report', s.reader, { tb_id: s.forumPost, reason: 'spam' })).json().data.id;

    expect((await call('POST', `/v1/host/moderation/comments/${s.comment}/hide`, s.otherHost, { reason: 'x' })).statusCode).toBe(403);
    expect((await call('POST', `/v1/host/moderation/posts/${s.post}/hide`, s.otherHost, { reason: 'x' })).statusCode).toBe(403);
    expect((await call('POST', `/v1/host/moderation/reports/${report}/resolve`, s.otherHost)).statusCode).toBe(403);
    const otherList = (await call('GET', '/v1/host/moderation/reports', s.otherHost)).json().data;
    expect(otherList.map((r: { id: number }) => r.id)).not.toContain(report);

    const hostList = (await call('GET', '/v1/host/moderation/reports', s.host)).json().data;
    expect(hostList.map((r: { id: number }) => r.id)).toContain(report);
    expect(hostList.map((r: { id: number }) => r.id)).not.toContain(forumReport);
    expect((await call('POST', `/v1/host/moderation/posts/${s.forumPost}/hide`, s.host, { reason: 'x' })).statusCode).toBe(403);
    expect((await call('POST', `/v1/host/moderation/reports/${forumReport}/resolve`, s.host)).statusCode).toBe(403);

    const adminList = (await call('GET', '/v1/host/moderation/reports', s.admin)).json().data;
    expect(adminList.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([report, forumReport]));
    expect((await call('POST', `/v1/host/moderation/posts/${s.forumPost}/hide`, s.admin, { reason: 'off topic' })).statusCode).toBe(200);
    expect((await call('POST', `/v1/host/moderation/comments/${s.comment}/hide`, s.admin, { reason: 'rude' })).statusCode).toBe(200);
  });

  it("list reports open first with the item's excerpt and link, and resolve them", async () => {
    const s = await setUp();
    const first = (await call('POST', '/v1/talkboard/report', s.reader, { tb_id: s.post, reason: 'spam', text: 'ad' })).json().data.id;
    const second = (await call('POST', '/v1/talkboard/report', s.reader, { tb_id: s.post, reply_id: s.comment, reason: 'abuse' })).json().data.id;
    expect((await call('POST', `/v1/host/moderation/reports/${first}/resolve`, s.host)).statusCode).toBe(200);

    const list = (await call('GET', '/v1/host/moderation/reports', s.host)).json().data;
    expect(list.map((r: { id: number }) => r.id)).toEqual([second, first]);
    expect(list[0]).toMatchObject({
      state: 'open',
      reason: 'abuse',
      reporter: { id: s.reader.user.id },
      item: {
        kind: 'comment',
        board_title: 'Test competition',
        tb_id: s.post,
        reply_id: s.comment,
        excerpt: 'rude words here',
        link: `/competitions/official/${s.competition.id}/talkboard/${s.post}`,
        hidden: false,
      },
    });
    expect(list[1]).toMatchObject({ state: 'resolved', text: 'ad', resolver: { id: s.host.user.id }, item: { kind: 'post', excerpt: 'My approach — gradient boosting' } });
    expect((await call('GET', '/v1/host/moderation/reports?state=open', s.host)).json().data).toHaveLength(1);
    expect((await call('POST', '/v1/host/moderation/reports/99999999/resolve', s.host)).statusCode).toBe(404);
    expect((await call('POST', `/v1/host/moderation/posts/${s.post}/hide`, s.host, { reason: '' })).statusCode).toBe(400);
  });
});

describe('hiding and restoring', () => {
  it('a hidden comment reads "hidden" to everyone but its author and moderators, who see the reason', async () => {
    const s = await setUp();
    await call('POST', '/v1/talkboard/report', s.reader, { tb_id: s.post, reply_id: s.comment, reason: 'abuse' });
    expect((await call('POST', `/v1/host/moderation/comments/${s.comment}/hide`, s.host, { reason: 'Please be kind' })).statusCode).toBe(200);

    const seenBy = async (viewer?: Member) => (await call('GET', `/reply?type=tb&content_id=${s.post}`, viewer)).json().data[0];
    for (const viewer of [undefined, s.reader, s.author, s.otherHost]) {
      expect(await seenBy(viewer)).toMatchObject({ reply_id: s.comment, hidden: true, content: null, hidden_reason: null });
    }
    expect(await seenBy(s.commenter)).toMatchObject({ hidden: true, content: 'rude words here', hidden_reason: 'Please be kind' });
    expect(await seenBy(s.host)).toMatchObject({ hidden: true, content: 'rude words here', hidden_reason: 'Please be kind' });
    expect(await seenBy(s.admin)).toMatchObject({ content: 'rude words here' });
    // Hiding resolved the open report, and the item is on the hidden list.
    expect((await call('GET', '/v1/host/moderation/reports?state=open', s.host)).json().data).toHaveLength(0);
    const hidden = (await call('GET', '/v1/host/moderation/hidden', s.host)).json().data;
    expect(hidden).toEqual([expect.objectContaining({ kind: 'comment', reply_id: s.comment, hidden: true, hidden_reason: 'Please be kind' })]);

    expect((await call('POST', `/v1/host/moderation/comments/${s.comment}/restore`, s.host)).statusCode).toBe(200);
    expect(await seenBy(s.reader)).toMatchObject({ hidden: false, content: 'rude words here' });
    expect((await call('GET', '/v1/host/moderation/hidden', s.host)).json().data).toHaveLength(0);
  });

  it('a hidden post is a 404 for everyone but its author and moderators, and leaves the list for them only', async () => {
    const s = await setUp();
    expect((await call('POST', `/v1/host/moderation/posts/${s.post}/hide`, s.host, { reason: 'Duplicate post' })).statusCode).toBe(200);
    const board = `/talkboard/v3/list?cpt_id=${s.competition.id}`;
    for (const viewer of [undefined, s.reader, s.commenter, s.otherHost]) {
      expect((await call('GET', `/talkboard/v1?tb_id=${s.post}`, viewer)).statusCode).toBe(404);
      expect((await call('GET', `/reply?type=tb&content_id=${s.post}`, viewer)).statusCode).toBe(404);
      expect((await call('POST', '/reply/v2', viewer, { type: 'tb', content_id: s.post, content: 'x' })).statusCode).toBe(viewer ? 404 : 401);
      expect((await call('GET', board, viewer)).json().data.total).toBe(0);
    }
    for (const viewer of [s.author, s.host, s.admin]) {
      const detail = (await call('GET', `/talkboard/v1?tb_id=${s.post}`, viewer)).json().data;
      expect(detail).toMatchObject({ hidden: true, hidden_reason: 'Duplicate post' });
      expect((await call('GET', board, viewer)).json().data.items[0]).toMatchObject({ tb_id: s.post, hidden: true });
    }
    expect((await call('POST', `/v1/host/moderation/posts/${s.post}/restore`, s.host)).statusCode).toBe(200);
    expect((await call('GET', `/talkboard/v1?tb_id=${s.post}`, s.reader)).json().data).toMatchObject({ hidden: false, hidden_reason: null });
  });
});
