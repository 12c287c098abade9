import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codePostCreateSchema } from '@madang/contracts/codeshare';
import { HOME_LIST_PAGE_SIZE } from '@madang/contracts/home-lists';
import { talkPostCreateSchema } from '@madang/contracts/talkboard';
import { competitions } from '../../db/schema.ts';
import { buildCompetition, buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCodePost } from '../codeshare/write-post.ts';
import { createPost } from '../talkboard/write-post.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
type Item = { type: string; id: number; title: string; link: string; view_count: number | null; team_count: number | null };
const get = async (url: string, locale = 'ko') => {
  const response = await t.app.inject({ url, headers: { 'accept-language': locale } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: Item[]; page: number; page_size: number; has_more: boolean };
};

describe('the all-list scroll calls', () => {
  it('combine competitions, talk and code by type, keyword, range and talk category, a page at a time', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const now = Date.now();
    const { competition } = await buildCompetition(t.ctx, { input: { title: { ko: '스크롤 대회 zebra', en: 'Scroll zebra challenge' } } });
    const talk = (title: string, category: 'general' | 'question', daysAgo: number) =>
      createPost(t.ctx.db, {
        competitionId: null,
        authorId: member.user.id,
        input: talkPostCreateSchema.parse({ title, content: `${title} 본문`, category }),
        createdAt: new Date(now - daysAgo * DAY),
      });
    const question = await talk('zebra 질문', 'question', 2);
    const old = await talk('zebra 오래된 글', 'general', 40);
    for (let i = 0; i < HOME_LIST_PAGE_SIZE; i++) await talk(`zebra 글 ${i}`, 'general', 3);
    const code = await createCodePost(t.ctx.db, {
      competitionId: null,
      authorId: member.user.id,
      input: codePostCreateSchema.parse({ title: 'zebra 코드', content: 'print(1)' }),
      notebook: null,
    });

    const first = await get('/api/main/v3/all_list_scroll/1?keyword=zebra&version=3');
    expect(first.items).toHaveLength(HOME_LIST_PAGE_SIZE);
    expect(first.has_more).toBe(true);
    const second = await get('/api/main/v3/all_list_scroll/2?keyword=zebra&version=3');
    expect(second.has_more).toBe(false);
    const all = [...first.items, ...second.items];
    // Every item once, newest first, of all three kinds.
    expect(new Set(all.map((i) => `${i.type}:${i.id}`)).size).toBe(HOME_LIST_PAGE_SIZE + 4);
    expect(all.find((i) => i.type === 'competition')).toMatchObject({ id: competition.id, link: `/competitions/official/${competition.id}`, team_count: 0, view_count: null });
    expect(all.find((i) => i.type === 'code')).toMatchObject({ id: code.id, link: `/codeshare/${code.id}` });
    expect(all.find((i) => i.id === question.id && i.type === 'talk')?.link).toBe(`/forum/${question.id}`);

    const english = await get('/api/main/v3/all_list_scroll/1?keyword=zebra&type=competition');
    expect(english.items.map((i) => i.id)).toEqual([competition.id]);
    expect((await get('/api/main/v3/all_list_scroll/1?keyword=zebra&type=competition', 'en')).items[0]?.title).toBe('Scroll zebra challenge');
    expect((await get('/api/main/v3/all_list_scroll/1?keyword=zebra&type=code')).items.map((i) => i.id)).toEqual([code.id]);
    expect((await get('/api/main/v3/all_list_scroll/1?keyword=zebra&tbType=question')).items.map((i) => i.id)).toEqual([question.id]);
    const month = (await get('/api/main/v3/all_list_scroll/1?keyword=zebra&type=talk&range=month')).items.map((i) => i.id);
    expect(month).toContain(question.id);
    expect(month).not.toContain(old.id);
    // The body is searched only when asked.
    expect((await get('/api/main/v3/all_list_scroll/1?keyword=%EB%B3%B8%EB%AC%B8&search=title')).items).toHaveLength(0);
    expect((await get('/api/main/v3/all_list_scroll/1?keyword=%EB%B3%B8%EB%AC%B8&search=all')).items.length).toBeGreaterThan(0);
    // The older call ignores a keyword and still pages.
    expect((await get('/api/main/v2/all_list_scroll/1?type=talk&range=week')).items.map((i) => i.id)).toContain(question.id);
  });

  it('show a post as plain words, cut between words, however its markdown starts', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const words = '검증 데이터는 시간 순서로 나누었습니다 '.repeat(12);
    const post = await createPost(t.ctx.db, {
      competitionId: null,
      authorId: member.user.id,
      input: talkPostCreateSchema.parse({ title: 'okapi 풀이', content: `## 풀이\n\n\`\`\`python\n${'x = 1\n'.repeat(40)}\`\`\`\n\n**${words}**` }),
    });
    const { items } = await get('/api/main/v3/all_list_scroll/1?keyword=okapi&type=talk');
    const excerpt = (items.find((item) => item.id === post.id) as Item & { excerpt: string }).excerpt;
    expect(excerpt.startsWith('풀이 검증 데이터는')).toBe(true);
    expect(excerpt).not.toMatch(/[`#*]|x = 1/);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(words.startsWith(`${excerpt.slice('풀이 '.length, -1)} `)).toBe(true);
  });

  it('bound every parameter: a clear error in the user language, never a 500', async () => {
    for (const url of [
      '/api/main/v3/all_list_scroll/0',
      '/api/main/v3/all_list_scroll/abc',
      '/api/main/v3/all_list_scroll/999999999999',
      '/api/main/v3/all_list_scroll/1?type=notice',
      '/api/main/v3/all_list_scroll/1?range=decade',
      '/api/main/v3/all_list_scroll/1?tbType=nope',
      `/api/main/v3/all_list_scroll/1?keyword=${'x'.repeat(51)}`,
      '/api/main/v3/all_list_scroll/1?version=9',
      '/api/main/v2/all_list_scroll/1?data_type=random',
      '/api/main/public_list_all_scroll/1?range=soon',
    ]) {
      const response = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(/[a-z]/i);
    }
    // `%` and `_` are searched for as themselves.
    expect((await get('/api/main/v3/all_list_scroll/1?keyword=%25%25_')).items).toHaveLength(0);
  });

  it('page the public competitions by phase in SQL, every phase in one range, and give the home its first screen in one call', async () => {
    const { competition: ongoing } = await buildCompetition(t.ctx, { input: { is_official: false } });
    const { competition: ended } = await buildCompetition(t.ctx, { input: { starts_at: new Date(Date.now() - 20 * DAY), ends_at: new Date(Date.now() - 10 * DAY) } });
    const ongoingIds = (await get('/api/main/public_list_all_scroll/1?range=ongoing&version=2')).items.map((i) => i.id);
    expect(ongoingIds).toContain(ongoing.id);
    expect(ongoingIds).not.toContain(ended.id);
    expect((await get('/api/main/public_list_all_scroll/1?range=ended')).items.map((i) => i.id)).toContain(ended.id);

    // Pages follow on without overlap, and every phase lands in exactly one range, as phaseOf says.
    const { competition: closed } = await buildCompetition(t.ctx, { testRows: 5 });
    await t.ctx.db.update(competitions).set({ status: 'closed' }).where(eq(competitions.id, closed.id));
    const { competition: practice } = await buildCompetition(t.ctx, { input: { starts_at: new Date(Date.now() - 20 * DAY), ends_at: new Date(Date.now() - 10 * DAY) } });
    await t.ctx.db.update(competitions).set({ status: 'practice' }).where(eq(competitions.id, practice.id));
    const { competition: upcoming } = await buildCompetition(t.ctx, { input: { starts_at: new Date(Date.now() + 10 * DAY), ends_at: new Date(Date.now() + 20 * DAY) } });
    for (let i = 0; i < HOME_LIST_PAGE_SIZE; i += 1) await buildCompetition(t.ctx, { testRows: 5 });
    const pages = async (range: string) => {
      const all: number[] = [];
      for (let page = 1; ; page += 1) {
        const found = await get(`/api/main/public_list_all_scroll/${page}?range=${range}`);
        expect(found.items.length).toBeLessThanOrEqual(HOME_LIST_PAGE_SIZE);
        all.push(...found.items.map((i) => i.id));
        if (!found.has_more) return all;
        expect(found.items).toHaveLength(HOME_LIST_PAGE_SIZE);
      }
    };
    const [every, going, over] = [await pages('all'), await pages('ongoing'), await pages('ended')];
    expect(every.length).toBeGreaterThan(HOME_LIST_PAGE_SIZE);
    expect(new Set(every).size).toBe(every.length);
    expect([...going, ...over].toSorted()).toEqual(every.toSorted());
    expect(going).toEqual(expect.arrayContaining([ongoing.id, practice.id, upcoming.id]));
    expect(over).toEqual(expect.arrayContaining([ended.id, closed.id]));

    const basic = (await t.app.inject({ url: '/api/main/basic_list?version=2' })).json().data;
    const official = (await t.app.inject({ url: '/api/competition/list?is_official=1&version=2' })).json().data;
    expect(basic.official).toEqual(official);
    expect(basic.ranking).toEqual((await t.app.inject({ url: '/api/main/now_ranking_data' })).json().data);
    expect(basic.banners).toEqual((await t.app.inject({ url: '/api/main/banner_list' })).json().data);
  });
});
