import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../codeshare/test-notebook.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

const call = (method: 'GET' | 'POST', url: string, member?: Member, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...member?.headers }, ...(payload ? { payload } : {}) });

async function shareCode(member: Member, title: string) {
  const form = multipart({ cpt_id: '0', title, category: 'eda', tags: 'pandas', content: '## 요약\n결측치 처리' });
  const response = await t.app.inject({ method: 'POST', url: '/api/codeshare/v2/ipynb', headers: { ...member.headers, ...form.headers }, payload: form.payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.cs_id as number;
}

describe('the code tab and code bookmarks', () => {
  it('lists a member’s shared code through the code share, counts it on the home, and keeps code bookmarks', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const reader = await buildSignedInUser(t.ctx.db);
    const first = await shareCode(author, '첫 번째 EDA');
    await shareCode(author, '두 번째 EDA');

    const list = (await call('GET', `/profile/code/list_scroll/1?user_id=${author.user.id}`)).json().data;
    expect(list).toMatchObject({ total: 2, page: 1, page_size: 10 });
    expect(list.items.map((item: { title: string }) => item.title)).toEqual(['두 번째 EDA', '첫 번째 EDA']);
    expect((await call('GET', `/profile/code/summary_v2?user_id=${author.user.id}`)).json().data).toEqual({ posts: 2, votes: 0 });
    expect((await call('GET', `/profile/home?user_id=${author.user.id}`)).json().data.code).toEqual({ posts: 2, votes: 0 });

    expect((await call('POST', '/codeshare/bookmark', reader, { cs_id: first })).statusCode).toBe(200);
    expect((await call('GET', '/myinfo/bookmark', reader)).json().data).toEqual({ tb: 0, cs: 1 });
    const bookmarks = (await call('GET', '/myinfo/bookmark-list/1?type=cs', reader)).json().data;
    expect(bookmarks).toMatchObject({ total: 1, items: [{ kind: 'cs', id: first, title: '첫 번째 EDA', author: { id: author.user.id } }] });
    expect((await call('GET', '/myinfo/bookmark-list/1?type=cs')).statusCode).toBe(401);
  });
});

describe('the XP tab and the tier on the head', () => {
  it('shows the owner their XP and history, refuses everyone else, and shows anyone the tier', async () => {
    const owner = await buildSignedInUser(t.ctx.db);
    const other = await buildSignedInUser(t.ctx.db);
    const author = await buildSignedInUser(t.ctx.db);
    const post = (await call('POST', '/talkboard/v3', author, { cpt_id: 0, title: '질문', content: '본문' })).json().data.tb_id;
    expect((await call('POST', '/reply/v2', owner, { type: 'tb', content_id: post, content: '좋은 질문이네요' })).statusCode).toBe(200);

    const xp = (await call('GET', `/profile/xp?user_id=${owner.user.id}`, owner)).json().data;
    expect(xp.summary).toMatchObject({ user_id: owner.user.id, dailyCap: 800 });
    expect(xp.summary.totalXP).toBeGreaterThan(0);
    expect(xp.history.items[0]).toMatchObject({ reason: 'comment' });
    expect((await call('GET', `/profile/xp?user_id=${owner.user.id}`, other)).statusCode).toBe(403);
    expect((await call('GET', `/profile/xp?user_id=${owner.user.id}`)).statusCode).toBe(401);

    const head = (await call('GET', `/profile?user_id=${owner.user.id}`)).json().data;
    expect(head).toMatchObject({ tier: 'bronze', ranking_points: 0, rank: null });
  });
});
