import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts, notifications, teamMembers } from '../../db/schema.ts';
import { buildCompetition, buildSignedInUser, joinCompetition } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SupportPostRow } from '../community/post-rows.ts';
import { editQuestion, setFaq } from './write-question.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, member?: Member, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...member?.headers, ...headers }, ...(payload ? { payload } : {}) });

/** A competition with its host, an asker and the asker's teammate on one team, and a member of another team. */
async function supportBoard() {
  const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
  const { competition } = await buildCompetition(t.ctx, { hostUserId: host.user.id });
  const asker = await buildSignedInUser(t.ctx.db);
  const teammate = await buildSignedInUser(t.ctx.db);
  const rival = await buildSignedInUser(t.ctx.db);
  const team = await joinCompetition(t.ctx.db, competition, asker.user);
  await t.ctx.db.insert(teamMembers).values({ teamId: team.id, competitionId: competition.id, userId: teammate.user.id });
  await joinCompetition(t.ctx.db, competition, rival.user);
  return { competition, host, asker, teammate, rival };
}

async function ask(member: Member, cptId: number, title = 'Is external data allowed?') {
  const response = await call('POST', '/v1/support', member, { cpt_id: cptId, title, content: 'May we use public weather data?' });
  expect(response.statusCode).toBe(200);
  return response.json().data.sp_id as number;
}

const supportNotices = (userId: number) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'support')));

const listIds = async (member: Member | undefined, query: string) => {
  const response = await call('GET', `/v1/support/list?${query}`, member);
  expect(response.statusCode).toBe(200);
  return (response.json().data.items as { sp_id: number }[]).map((item) => item.sp_id);
};

describe('competition support questions', () => {
  it('shows a question to the asker, their team and the host; another team and visitors get not-found', async () => {
    const { competition, host, asker, teammate, rival } = await supportBoard();
    const id = await ask(asker, competition.id);

    for (const member of [asker, teammate, host]) {
      expect((await call('GET', `/v1/support?sp_id=${id}`, member)).statusCode).toBe(200);
    }
    expect((await call('GET', `/v1/support?sp_id=${id}`, teammate)).json().data).toMatchObject({ sp_id: id, is_mine: false, can_edit: false, answered: false, is_faq: false });
    const missing = await call('GET', '/v1/support?sp_id=2147483647', rival);
    for (const stranger of [rival, undefined]) {
      const response = await call('GET', `/v1/support?sp_id=${id}`, stranger);
      expect(response.statusCode).toBe(404);
      // The same answer as for a question that does not exist: nothing tells the other team it is there.
      expect(response.json()).toEqual(missing.json());
      expect((await call('GET', `/reply?type=sp&content_id=${id}`, stranger)).statusCode).toBe(404);
    }
    expect((await call('POST', '/reply/v2', rival, { type: 'sp', content_id: id, content: 'peek' })).statusCode).toBe(404);

    expect(await listIds(teammate, `cpt_id=${competition.id}`)).toEqual([id]);
    expect((await call('GET', `/v1/support/list?cpt_id=${competition.id}`, host)).json().data).toMatchObject({ view: 'all', is_host: true, total: 1 });
    expect((await call('GET', `/v1/support/list?cpt_id=${competition.id}`)).json().data).toMatchObject({ view: 'faq', is_host: false, total: 0 });
    expect(await listIds(rival, `cpt_id=${competition.id}`)).toEqual([]);
    expect(await listIds(undefined, `cpt_id=${competition.id}&view=faq`)).toEqual([]);
    expect((await call('GET', `/v1/support/list?cpt_id=${competition.id}&view=all`, rival)).statusCode).toBe(403);
    expect(await listIds(host, `cpt_id=${competition.id}&view=all&unanswered=1`)).toEqual([id]);

    const [notice] = await supportNotices(host.user.id);
    expect(notice).toMatchObject({ tbId: id, competitionId: competition.id, link: `/competitions/official/${competition.id}/support/${id}/` });
    expect(notice!.content.en).toContain('Is external data allowed?');
  });

  it('lets the host answer, notifies the asker and their team, and locks the question against edits', async () => {
    const { competition, host, asker, teammate, rival } = await supportBoard();
    const id = await ask(asker, competition.id);
    const edit = { sp_id: id, title: 'Is outside data allowed?', content: 'Weather and holidays' };
    expect((await call('PUT', '/v1/support', teammate, edit)).statusCode).toBe(403);
    expect((await call('PUT', '/v1/support', asker, edit)).statusCode).toBe(200);

    expect((await call('POST', '/reply/v2', teammate, { type: 'sp', content_id: id, content: 'Also holidays?' })).statusCode).toBe(200);
    expect(await supportNotices(host.user.id)).toHaveLength(2);
    expect(await supportNotices(asker.user.id)).toHaveLength(0);

    expect((await call('POST', '/reply/v2', host, { type: 'sp', content_id: id, content: 'Yes, public data is fine.' })).statusCode).toBe(200);
    const comments = (await call('GET', `/reply?type=sp&content_id=${id}`, asker)).json().data as { host_answer: boolean; content: string }[];
    expect(comments.map((c) => [c.content, c.host_answer])).toEqual([
      ['Also holidays?', false],
      ['Yes, public data is fine.', true],
    ]);
    for (const member of [asker, teammate]) {
      const [answer] = await supportNotices(member.user.id);
      expect(answer).toMatchObject({ tbId: id, type: 'support' });
      expect(answer!.content.ko).toContain('Is outside data allowed?');
    }
    expect(await supportNotices(rival.user.id)).toHaveLength(0);
    expect(await listIds(host, `cpt_id=${competition.id}&view=all&unanswered=1`)).toEqual([]);

    const locked = await call('PUT', '/v1/support', asker, edit, { 'accept-language': 'en' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().detail).toBe('A host has answered this question, so it can no longer be edited.');
    expect((await call('GET', `/v1/support?sp_id=${id}`, asker)).json().data).toMatchObject({ answered: true, can_edit: false, is_mine: true });
  });

  it('checks the answer in the same statement that edits or publishes, so a page read before the answer cannot slip past it', async () => {
    const { competition, host, asker } = await supportBoard();
    const id = await ask(asker, competition.id);
    // The row as both requests read it before the host's answer landed.
    const [read] = await t.ctx.db.select().from(communityPosts).where(eq(communityPosts.id, id));
    const question = read as SupportPostRow;
    await expect(setFaq(t.ctx.db, { question, faq: true })).rejects.toMatchObject({ messageKey: 'support_faq_unanswered' });
    await call('POST', '/reply/v2', host, { type: 'sp', content_id: id, content: 'Yes.' });
    await expect(editQuestion(t.ctx.db, { question, input: { title: 'Changed', content: 'Changed' } })).rejects.toMatchObject({ messageKey: 'support_answered' });
    const [kept] = await t.ctx.db.select().from(communityPosts).where(eq(communityPosts.id, id));
    expect(kept).toMatchObject({ title: 'Is external data allowed?', faqAt: null });
  });

  it('publishes an answered question as an FAQ that everyone reads but only the asker side and hosts write under', async () => {
    const { competition, host, asker, rival } = await supportBoard();
    const id = await ask(asker, competition.id);
    const early = await call('POST', '/v1/support/faq', host, { sp_id: id, faq: true }, { 'accept-language': 'ko' });
    expect(early.statusCode).toBe(400);
    expect(early.json().detail).toBe('질문에 먼저 답변한 뒤 FAQ로 공개할 수 있습니다.');
    await call('POST', '/reply/v2', host, { type: 'sp', content_id: id, content: 'Yes.' });
    expect((await call('POST', '/v1/support/faq', asker, { sp_id: id, faq: true })).statusCode).toBe(403);
    expect((await call('POST', '/v1/support/faq', host, { sp_id: id, faq: true })).statusCode).toBe(200);

    expect((await call('GET', `/v1/support?sp_id=${id}`, rival)).json().data).toMatchObject({ is_faq: true, answered: true, can_write: false });
    expect((await call('GET', `/v1/support?sp_id=${id}`, asker)).json().data).toMatchObject({ can_write: true });
    expect((await call('GET', `/v1/support?sp_id=${id}`)).statusCode).toBe(200);
    expect(await listIds(undefined, `cpt_id=${competition.id}&view=faq`)).toEqual([id]);
    const intrusion = await call('POST', '/reply/v2', rival, { type: 'sp', content_id: id, content: 'me too' }, { 'accept-language': 'en' });
    expect(intrusion.statusCode).toBe(403);
    expect(intrusion.json().detail).toBe("Only the asker's team and the competition's hosts can write under this question.");

    expect((await call('POST', '/v1/support/faq', host, { sp_id: id, faq: false })).statusCode).toBe(200);
    expect((await call('GET', `/v1/support?sp_id=${id}`, rival)).statusCode).toBe(404);
  });

  it('answers bad input with a clear 4xx and stores nothing', async () => {
    const { competition, asker } = await supportBoard();
    expect((await call('POST', '/v1/support', undefined, { cpt_id: competition.id, title: 'x', content: 'y' })).statusCode).toBe(401);
    const empty = await call('POST', '/v1/support', asker, { cpt_id: competition.id, title: ' ', content: 'y' }, { 'accept-language': 'en' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0]).toMatchObject({ field: 'title', detail: 'This field is required.' });
    const noContent = await call('POST', '/v1/support', asker, { cpt_id: competition.id, title: 'x', content: '' });
    expect(noContent.json().fields[0]).toMatchObject({ field: 'content', detail: '내용을 작성해 주세요.' });
    expect((await call('POST', '/v1/support', asker, { cpt_id: 99999999, title: 'x', content: 'y' })).statusCode).toBe(404);
    expect((await call('GET', '/v1/support?sp_id=abc')).statusCode).toBe(400);
    expect((await call('GET', `/v1/support/list?cpt_id=${competition.id}&view=secret`)).statusCode).toBe(400);
    expect(await listIds(asker, `cpt_id=${competition.id}`)).toEqual([]);
  });

  it('keeps support questions out of the talk board', async () => {
    const { competition, asker } = await supportBoard();
    const id = await ask(asker, competition.id);
    expect((await call('GET', `/talkboard/v1?tb_id=${id}`, asker)).statusCode).toBe(404);
    const talk = (await call('GET', `/talkboard/v3/list?cpt_id=${competition.id}`, asker)).json().data;
    expect(talk.total).toBe(0);
  });
});
