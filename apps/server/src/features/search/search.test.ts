import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts, competitions, eduProjects, notices } from '../../db/schema.ts';
import { buildCompetition, buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../codeshare/test-notebook.ts';
import { buildLearningProject } from '../learning/learning-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

const call = (method: 'GET' | 'POST', url: string, member?: Member, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...member?.headers, ...headers }, ...(payload ? { payload } : {}) });
const q = encodeURIComponent;

describe('search results', () => {
  it('finds competitions by Korean or English name, posts, notices and users, with counts per tab', async () => {
    const author = await buildSignedInUser(t.ctx.db, { name: `solar${Date.now() % 100000}` });
    const { competition } = await buildCompetition(t.ctx, { input: { title: { ko: '태양광 발전량 예측', en: 'Solar power forecast' } } });
    await call('POST', '/talkboard/v3', author, { cpt_id: 0, title: '태양광 데이터 전처리 팁', content: 'Solar 패널 결측치 처리' });
    await t.ctx.db.insert(notices).values({ title: { ko: '태양광 대회 안내', en: 'About the solar competition' }, body: { ko: '본문', en: 'Body' } });

    const ko = (await call('GET', `/search/getResult?keyword=${q('태양광')}&version=2`)).json().data;
    expect(ko.counts).toMatchObject({ competition: 1, talk: 1, notice: 1, user: 0 });
    expect(ko.preview.competition[0]).toMatchObject({ id: competition.id, title: '태양광 발전량 예측', link: `/competitions/official/${competition.id}` });
    expect(ko.preview.talk[0]).toMatchObject({ tab: 'talk', link: expect.stringMatching(/^\/forum\/\d+$/) });

    const en = (await call('GET', `/search/getResult?keyword=SOLAR`, undefined, undefined, { 'accept-language': 'en' })).json().data;
    expect(en.counts).toMatchObject({ competition: 1, talk: 1, notice: 1, user: 1 });
    expect(en.preview.competition[0].title).toBe('Solar power forecast');
    expect(en.preview.notice[0].title).toBe('About the solar competition');
    expect(en.preview.user[0]).toMatchObject({ id: author.user.id, link: `/myprofile/${author.user.id}/home` });
  });

  it('takes % and _ literally and never shows drafts, invite-only competitions or hidden posts', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    await call('POST', '/talkboard/v3', author, { cpt_id: 0, title: '정확도 100% 달성', content: 'a_b 실험' });
    await call('POST', '/talkboard/v3', author, { cpt_id: 0, title: '정확도 1000 달성', content: 'axb 실험' });
    expect((await call('GET', `/search/getResult?keyword=${q('100%')}`)).json().data.counts.talk).toBe(1);
    expect((await call('GET', `/search/getResult?keyword=${q('a_b')}`)).json().data.counts.talk).toBe(1);

    const { competition } = await buildCompetition(t.ctx, { input: { title: { ko: '숨은대회키워드', en: 'Hiddenkeyword cup' } } });
    const hiddenPost = (await call('POST', '/talkboard/v3', author, { cpt_id: competition.id, title: '숨은대회키워드 질문', content: '본문' })).json().data.tb_id;
    expect((await call('GET', `/search/getResult?keyword=${q('숨은대회키워드')}`)).json().data.counts).toMatchObject({ competition: 1, talk: 1 });
    await t.ctx.db.update(competitions).set({ accessMode: 'invited' }).where(eq(competitions.id, competition.id));
    expect((await call('GET', `/search/getResult?keyword=${q('숨은대회키워드')}`)).json().data.counts).toMatchObject({ competition: 0, talk: 0 });
    await t.ctx.db.update(competitions).set({ accessMode: 'public', publishedAt: null }).where(eq(competitions.id, competition.id));
    expect((await call('GET', `/search/getResult?keyword=${q('숨은대회키워드')}`)).json().data.counts.competition).toBe(0);
    await t.ctx.db.update(competitions).set({ publishedAt: new Date() }).where(eq(competitions.id, competition.id));
    await t.ctx.db
      .update(communityPosts)
      .set({ hiddenAt: new Date() })
      .where(and(eq(communityPosts.board, 'talk'), eq(communityPosts.id, hiddenPost)));
    expect((await call('GET', `/search/getResult?keyword=${q('숨은대회키워드')}`)).json().data.counts).toMatchObject({ competition: 1, talk: 0 });
  });

  it('pages one tab for the scroll', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    for (let i = 0; i < 12; i++) await call('POST', '/talkboard/v3', author, { cpt_id: 0, title: `스크롤검사 ${i}`, content: '본문' });
    const first = (await call('GET', `/search/getResultByTab/scroll/1?tab_type=talk&keyword=${q('스크롤검사')}&version=2`)).json().data;
    expect(first).toMatchObject({ tab: 'talk', total: 12, page: 1, page_size: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0].title).toBe('스크롤검사 11');
    expect((await call('GET', `/search/getResultByTab/scroll/2?tab_type=talk&keyword=${q('스크롤검사')}`)).json().data.items).toHaveLength(2);
    expect((await call('GET', `/search/getResultByTab/scroll/1?tab_type=bogus&keyword=x`)).statusCode).toBe(400);
  });

  it('answers empty and too long keywords with clear messages in the request language', async () => {
    const empty = await call('GET', `/search/getResult?keyword=${q('   ')}`, undefined, undefined, { 'accept-language': 'en' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0]).toMatchObject({ field: 'keyword', key: 'validation.search_empty', detail: 'Please enter a search keyword.' });
    const long = await call('GET', `/search/getResult?keyword=${'a'.repeat(51)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields[0]).toMatchObject({ key: 'validation.search_too_long', detail: '검색어는 50자 이하로 입력해 주세요.' });
    expect((await call('GET', '/search/getResult')).statusCode).toBe(400);
    expect((await call('POST', '/search', undefined, { keyword: '' })).statusCode).toBe(400);
  });
});

describe('code posts', () => {
  it('finds shared code through the code share’s search, with a page per scroll', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const form = multipart({ cpt_id: '0', title: '잔차분석 노트북', category: 'eda', tags: 'pandas', content: '잔차분석 방법' });
    const posted = await t.app.inject({ method: 'POST', url: '/api/codeshare/v2/ipynb', headers: { ...author.headers, ...form.headers }, payload: form.payload });
    expect(posted.statusCode, posted.body).toBe(200);
    const result = (await call('GET', `/search/getResult?keyword=${q('잔차분석')}`)).json().data;
    expect(result.counts.code).toBe(1);
    expect(result.unavailable).toEqual([]);
    expect(result.preview.code[0]).toMatchObject({ tab: 'code', title: '잔차분석 노트북', link: `/codeshare/${posted.json().data.cs_id}` });
    const page = (await call('GET', `/search/getResultByTab/scroll/1?tab_type=code&keyword=${q('잔차분석')}`)).json().data;
    expect(page).toMatchObject({ tab: 'code', total: 1 });
  });
});

describe('trending keywords', () => {
  it('counts the visitors of a keyword over the last week, case-insensitively, each once', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    for (const remoteAddress of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const searched = await t.app.inject({ method: 'POST', url: '/api/search', payload: { keyword: ' LightGBM ' }, remoteAddress });
      expect(searched.json().data).toEqual({ recorded: true });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/search', payload: { keyword: 'LIGHTGBM' }, remoteAddress: '198.51.100.1' })).json().data).toEqual({ recorded: false });
    expect((await call('POST', '/search', member, { keyword: 'lightgbm' })).json().data).toEqual({ recorded: true });
    expect((await call('POST', '/search', member, { keyword: 'LIGHTGBM' })).json().data).toEqual({ recorded: false });
    await call('POST', '/search', member, { keyword: '시계열' });
    const trends = (await call('GET', '/search/getTrend')).json().data;
    expect(trends[0]).toEqual({ keyword: 'lightgbm', count: 4 });
    expect(trends).toContainEqual({ keyword: '시계열', count: 1 });
  });
});

describe('project and competition search', () => {
  it('finds published learning projects for both tabs and competitions for the all tab only', async () => {
    await buildCompetition(t.ctx, { input: { title: { ko: '교통량 예측', en: 'Traffic volume' } } });
    const { project } = await buildLearningProject(t.ctx, { title: '교통량 분석' });
    await t.ctx.db
      .update(eduProjects)
      .set({ summary: { ko: '도로 데이터', en: 'Road sensors and traffic jams' } })
      .where(eq(eduProjects.id, project.id));
    await buildLearningProject(t.ctx, { title: '교통량 초안', state: 'draft' });
    const search = async (tab: string, keyword: string) => (await call('GET', `/v2/search/projectAndBaseCompetition?tab=${tab}&keyword=${q(keyword)}`)).json().data;

    const all = await search('all', '교통량');
    expect(all.projects).toEqual([expect.objectContaining({ id: project.id, slug: project.slug, title: project.title, status: 'not_started', stage_count: 2 })]);
    expect(all.competitions).toHaveLength(1);
    const learn = await search('learn', '교통량');
    expect(learn.projects.map((found: { id: number }) => found.id)).toEqual([project.id]);
    expect(learn.competitions).toEqual([]);
    // The English summary is searched as well as the titles.
    expect((await search('learn', 'traffic jams')).projects.map((found: { id: number }) => found.id)).toEqual([project.id]);
  });
});
