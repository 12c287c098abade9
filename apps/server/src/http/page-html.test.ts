import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBanners } from '../features/banners/demo-banners.ts';
import { buildCompetition, buildSignedInUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;

// The shape the web build writes (apps/web/page-files-plugin.ts), for a few routes.
const pageFiles = {
  routes: [
    { path: '/', pages: ['home'], params: {} },
    { path: '/competitions', pages: ['competitions'], params: {} },
    { path: '/competitions/:host/:name?/leaderboard', pages: ['competition', 'competitionLeaderboard'], params: { host: ['official', 'open'] } },
    { path: '/forum/new', pages: ['talkForm'], params: {} },
    { path: '/forum/:id', pages: ['talkPost'], params: { id: 'number' } },
    { path: '/*', pages: ['notFound'], params: {} },
  ],
  files: {
    home: { ko: [], en: ['assets/core-en.js'] },
    competitions: {
      ko: ['assets/competitions-page.js', 'assets/list.css', 'assets/competition-ko.js', 'assets/not-built.js'],
      en: ['assets/competitions-page.js', 'assets/list.css', 'assets/core-en.js'],
    },
    competition: { ko: ['assets/layout-page.js', 'assets/shared.js'], en: ['assets/layout-page.js', 'assets/shared.js'] },
    competitionLeaderboard: { ko: ['assets/leaderboard-page.js', 'assets/shared.js'], en: ['assets/leaderboard-page.js'] },
    talkForm: { ko: ['assets/talk-form.js'], en: ['assets/talk-form.js'] },
    talkPost: { ko: ['assets/talk-post.js'], en: ['assets/talk-post.js'] },
    notFound: { ko: ['assets/not-found.js'], en: ['assets/not-found.js'] },
  },
};

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'madang-dist-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="ko"><head><title>마당</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, '.vite', 'page-files.json'), JSON.stringify(pageFiles));
  mkdirSync(path.join(dist, 'assets'));
  const named = Object.values(pageFiles.files).flatMap((files) => [...files.ko, ...files.en]);
  for (const file of new Set(named)) if (file !== 'assets/not-built.js') writeFileSync(path.join(dist, file), '');
  t = await createTestApp({ webDistDir: dist });
  await seedBanners(t.ctx);
});
afterAll(() => t.close());

const PAGE_DATA = /<script type="application\/json" id="madang-page-data" data-locale="(?:ko|en)">(.*?)<\/script>/s;

/** The embedded answers of a page's HTML, by API address. */
function embeddedAnswers(html: string): Record<string, unknown> | undefined {
  const text = PAGE_DATA.exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
}

/** A forum post by a new member, with its id and that member. */
async function postAsNewMember(title: string, content: string) {
  const author = await buildSignedInUser(t.ctx.db);
  const created = await t.app.inject({ method: 'POST', url: '/api/talkboard/v3', headers: author.headers, payload: { title, content } });
  expect(created.statusCode).toBe(200);
  return { author, id: created.json().data.tb_id as number };
}

describe('the first page’s files in its HTML', () => {
  it('lists the route’s page chunks, its layout’s and its catalog chunks as preloads, in the page’s language', async () => {
    const list = (await t.app.inject({ url: '/competitions' })).body;
    const head = list.slice(0, list.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/competitions-page.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/competition-ko.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/list.css">');
    expect(head).not.toContain('core-en.js');
    // A file the map names but the build does not hold would come back as HTML, which a browser refuses as a module.
    expect(head).not.toContain('not-built.js');
    const english = (await t.app.inject({ url: '/en/competitions' })).body;
    expect(english).toContain('href="/assets/core-en.js"');
    expect(english).not.toContain('competition-ko.js');

    const board = (await t.app.inject({ url: '/competitions/official/some-slug/leaderboard?x=1' })).body;
    for (const file of ['layout-page.js', 'leaderboard-page.js']) expect(board).toContain(`href="/assets/${file}"`);
    expect(board.match(/shared\.js/g)).toHaveLength(1);
  });

  it('follows the route table’s rules: static segments first, numeric params only, unknown pages without preloads', async () => {
    expect((await t.app.inject({ url: '/forum/new' })).body).toContain('talk-form.js');
    expect((await t.app.inject({ url: '/forum/123?x=1' })).body).toContain('talk-post.js');
    for (const url of ['/forum/abc', '/competitions/elsewhere/x/leaderboard', '/no/such/page']) {
      const body = (await t.app.inject({ url })).body;
      expect(body, url).toContain('not-found.js');
      expect(body.match(/modulepreload/g), url).toHaveLength(1);
    }
    for (const url of ['/', '/en', '/en/']) {
      const home = (await t.app.inject({ url })).body;
      expect(home, url).not.toContain('not-found.js');
      expect(home, url).toContain('madang-page-data');
    }
  });
});

describe('the first screen’s data in the HTML', () => {
  it('holds the API answers the home asks for first, equal to the API’s own, with the first banner image preloaded', async () => {
    const page = await t.app.inject({ url: '/' });
    const answers = embeddedAnswers(page.body)!;
    for (const url of ['/api/main/banner/list?type=top', '/api/main/basic_list?version=2', '/api/main/v3/all_list_scroll/1?type=all&version=3']) {
      expect(answers[url], url).toEqual((await t.app.inject({ url, headers: { 'accept-language': 'ko' } })).json());
    }
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const banners = (answers['/api/main/basic_list?version=2'] as { data: { banners: { kind: string; image_url: string | null }[] } }).data.banners;
    const hero = banners.find((banner) => banner.kind === 'rolling')?.image_url;
    expect(hero).toMatch(/^\/api\/v1\/images\//);
    expect(page.body).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${hero}">`);
  });

  it('answers in the page’s language and for a leaderboard chains the competition’s id into its board', async () => {
    const { competition } = await buildCompetition(t.ctx, { input: { slug: 'embedded-board', title: { ko: '한국어 제목', en: 'English title' } } });
    const korean = embeddedAnswers((await t.app.inject({ url: '/competitions/official/embedded-board/leaderboard' })).body)!;
    const detail = await t.app.inject({ url: '/api/competition?cpt_id=embedded-board', headers: { 'accept-language': 'ko' } });
    expect(korean['/api/competition?cpt_id=embedded-board']).toEqual(detail.json());
    const board = `/api/leaderboard/V2/public?cpt_id=${competition.id}`;
    expect(korean[board]).toEqual((await t.app.inject({ url: board, headers: { 'accept-language': 'ko' } })).json());
    expect(korean[`/api/leaderboard/get_baseline?cpt_id=${competition.id}&stage=1`]).toBeDefined();
    const english = await t.app.inject({ url: '/en/competitions/official/embedded-board/leaderboard' });
    expect(english.headers.vary).toContain('cookie');
    expect(english.body).toContain('id="madang-page-data" data-locale="en"');
    expect(embeddedAnswers(english.body)!['/api/competition?cpt_id=embedded-board']).toEqual(
      (await t.app.inject({ url: '/api/competition?cpt_id=embedded-board', headers: { 'accept-language': 'en' } })).json(),
    );
  });

  it('escapes `<` so a post’s text cannot end the element, and gives a signed-in author their own view', async () => {
    const title = '</script><script>alert(1)</script><!-- 마당';
    const { author, id } = await postAsNewMember(title, '<b>본문</b> </SCRIPT>');
    const url = `/api/talkboard/v1?tb_id=${id}&version=2`;

    const visitor = (await t.app.inject({ url: `/forum/${id}` })).body;
    const dataText = PAGE_DATA.exec(visitor)![1]!;
    expect(dataText).not.toMatch(/<\/?script|<!--/i);
    expect(dataText).toContain('\\u003c/script>');
    expect(visitor.match(/<script/g)).toHaveLength(1);
    const visitorAnswer = embeddedAnswers(visitor)![url] as { data: { title: string; is_mine: boolean } };
    expect(visitorAnswer.data.title).toBe(title);
    expect(visitorAnswer.data.is_mine).toBe(false);

    const own = await t.app.inject({ url: `/forum/${id}`, cookies: { token: author.token } });
    const ownAnswers = embeddedAnswers(own.body)!;
    expect(Object.keys(ownAnswers)).toEqual(expect.arrayContaining([`/api/reply?type=tb&content_id=${id}`, `/api/talkboard/tail?tb_id=${id}`]));
    const ownAnswer = ownAnswers[url];
    expect(ownAnswer).toEqual((await t.app.inject({ url, cookies: { token: author.token }, headers: { 'accept-language': 'ko' } })).json());
    expect((ownAnswer as { data: { is_mine: boolean } }).data.is_mine).toBe(true);
  });

  it("carries a post’s text as written, `$&`, `$'` and `$$` included (no replacement pattern is read in it)", async () => {
    const title = "Prize $& pool $' and $$ 상금 $`";
    const { id } = await postAsNewMember(title, 'price $1 $&');
    const page = (await t.app.inject({ url: `/forum/${id}` })).body;
    const answer = embeddedAnswers(page)![`/api/talkboard/v1?tb_id=${id}&version=2`] as { data: { title: string } };
    expect(answer.data.title).toBe(title);
    expect(page.match(/<\/body>/g)).toHaveLength(1);
  });

  it('leaves out what the visitor may not see: an invited-only competition stays a 404 to others, and its name stays out', async () => {
    await buildCompetition(t.ctx, { input: { slug: 'invited-secret', access: 'invited', title: { ko: '비공개 대회 이름', en: 'Secret competition name' } } });
    const outsider = await buildSignedInUser(t.ctx.db);
    for (const cookies of [{}, { token: outsider.token }] as Record<string, string>[]) {
      const page = await t.app.inject({ url: '/competitions/official/invited-secret/leaderboard', cookies });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('비공개 대회 이름');
      expect(page.body).not.toContain('Secret competition name');
      expect(embeddedAnswers(page.body)?.['/api/competition?cpt_id=invited-secret']).toBeUndefined();
    }
  });

  it('embeds nothing for a page with a query or without a plan, and keeps those pages shared-cacheable as before', async () => {
    const filtered = await t.app.inject({ url: '/competitions?sort=popular' });
    expect(filtered.body).not.toContain('madang-page-data');
    expect(filtered.headers['cache-control']).toBe('no-cache');
    const form = await t.app.inject({ url: '/forum/new' });
    expect(form.body).not.toContain('madang-page-data');
  });
});
