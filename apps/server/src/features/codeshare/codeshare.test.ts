import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionInvitees, notifications } from '../../db/schema.ts';
import { buildCompetition, buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { listUserCodePosts, searchCodePosts } from './list-posts.ts';
import { buildNotebook, multipart } from './test-notebook.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;
type Payload = Record<string, unknown>;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, member?: Member, payload?: Payload, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...member?.headers, ...headers }, ...(payload ? { payload } : {}) });

/** POST or PUT /codeshare/v2/ipynb as a multipart form, with the notebook when given. */
function upload(method: 'POST' | 'PUT', member: Member | undefined, fields: Record<string, string>, file?: { name: string; content: Buffer | string }, locale = 'ko') {
  const form = multipart(fields, file);
  return t.app.inject({ method, url: '/api/codeshare/v2/ipynb', headers: { ...member?.headers, ...form.headers, 'accept-language': locale }, payload: form.payload });
}

const notebookFile = (options?: Parameters<typeof buildNotebook>[0]) => ({ name: 'eda.ipynb', content: JSON.stringify(buildNotebook(options)) });

async function writeCode(member: Member, fields: Record<string, string> = {}, file: { name: string; content: Buffer | string } | undefined = notebookFile()) {
  const response = await upload(
    'POST',
    member,
    { cpt_id: '0', title: '피처 엔지니어링 노트북', category: 'eda', tags: 'pandas,lightgbm', content: '## 요약\n결측치 처리', ...fields },
    file,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.cs_id as number;
}

const detail = async (id: number, member?: Member, query = '') => (await call('GET', `/codeshare/v2/detail?cs_id=${id}${query}`, member)).json().data;
const readThrough = (id: number, member: Member) => call('POST', '/codeshare', member, { cs_id: id, read: 1 });

describe('writing code posts', () => {
  it('lets a member post a notebook, renders it safely and refuses visitors, others and bad notebooks', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const other = await buildSignedInUser(t.ctx.db);

    const visitor = await upload('POST', undefined, { cpt_id: '0', title: 'x', content: 'y' }, undefined, 'en');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: 'not login' });

    const id = await writeCode(author);
    const post = await detail(id);
    expect(post).toMatchObject({ cs_id: id, cpt_id: 0, title: '피처 엔지니어링 노트북', category: 'eda', tags: ['pandas', 'lightgbm'], version: 1, is_mine: false });
    expect(post.notebook).toMatchObject({ name: 'eda.ipynb', language: 'python' });
    expect(post.notebook.html).toContain('<table>');
    expect(post.notebook.html).toContain('data:image/png;base64,');
    expect(post.author).toEqual({ id: author.user.id, name: author.user.name });

    const edit = { cs_id: String(id), title: '남이 고친 제목', category: 'eda', tags: '', content: 'x' };
    expect((await upload('PUT', other, edit)).statusCode).toBe(403);
    expect((await upload('PUT', undefined, edit)).statusCode).toBe(401);
    expect((await call('POST', '/codeshare/delete', other, { cs_id: id })).statusCode).toBe(403);
  });

  it('answers a bad notebook with a precise message in the request language', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const fields = { cpt_id: '0', title: 'bad', content: '' };
    const refusal = async (content: Buffer | string, locale = 'en') => (await upload('POST', author, fields, { name: 'x.ipynb', content }, locale)).json();

    expect(await refusal('print(1)')).toMatchObject({
      status: 400,
      message: 'code_notebook_not_json',
      detail: 'This is not a Jupyter notebook: its content cannot be read as JSON.',
    });
    expect(await refusal('{"cells": []}')).toMatchObject({ message: 'code_notebook_not_notebook' });
    expect(await refusal('{"nbformat": 3, "worksheets": []}')).toMatchObject({ message: 'code_notebook_version', detail: expect.stringContaining('nbformat 3') });
    expect(await refusal('{"nbformat": 4, "cells": [{"cell_type": "code"', 'ko')).toMatchObject({ detail: '주피터 노트북 파일이 아닙니다. 내용을 JSON으로 읽을 수 없습니다.' });
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 32);
    expect(await refusal(big)).toMatchObject({ status: 400, message: 'code_notebook_too_large', detail: expect.stringContaining('10 MB') });
    expect(await refusal('')).toMatchObject({ message: 'code_notebook_empty' });

    // Nothing to read at all, a title too long, too many tags, a tag with spaces.
    expect((await upload('POST', author, fields)).json()).toMatchObject({ message: 'code_empty' });
    const long = (await upload('POST', author, { ...fields, title: 'x'.repeat(121), content: 'y' }, undefined, 'en')).json();
    expect(long.fields[0]).toMatchObject({ field: 'title', detail: expect.stringContaining('120') });
    expect((await upload('POST', author, { ...fields, content: 'y', tags: 'a,b,c,d,e,f' })).json().fields[0]).toMatchObject({ field: 'tags' });
    expect((await upload('POST', author, { ...fields, content: 'y', tags: 'x'.repeat(21) })).json().fields[0]).toMatchObject({ field: 'tags.0' });
    expect((await upload('POST', author, { ...fields, content: 'y', category: 'poetry' })).statusCode).toBe(400);
  });

  it('neutralises script in notebook outputs, markdown cells and the body', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const html = '<table onmouseover="alert(1)"><tr><td>1</td></tr></table><script>alert(2)</script><img src=x onerror="alert(3)"><iframe src="https://evil.example"></iframe>';
    const id = await writeCode(author, { content: '<script>alert(4)</script>' }, notebookFile({ heading: '<img src=x onerror=alert(5)>', html, png: 'javascript:alert(6)' }));
    const post = await detail(id);
    const rendered: string = post.notebook.html;
    expect(rendered).toContain('<table><tr><td>1</td></tr></table>');
    expect(rendered).not.toMatch(/<script|<iframe|<img src="?x|<[^>]*\son\w+=|javascript:alert\(6\)/i);
    // The markdown body is sent as written: the page renders it through its sanitizer, like talk posts.
    expect(post.content).toBe('<script>alert(4)</script>');
    const exported = await call('GET', `/codeshare/downloadHTML?cs_id=${id}`);
    expect(exported.headers['content-type']).toContain('text/html');
    expect(exported.body).toContain("default-src 'none'");
    expect(exported.body).not.toMatch(/<script|<[^>]*\son\w+=/i);
  });

  it('keeps versions: an edit with a new notebook or text makes a new one, and old ones stay readable and downloadable', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const id = await writeCode(author);
    const first = await call('GET', `/codeshare/download?cs_id=${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toContain('eda.ipynb');
    expect(JSON.parse(first.body).nbformat).toBe(4);

    const edit = { cs_id: String(id), title: '새 제목', category: 'modeling', tags: 'xgboost', content: '## 요약\n결측치 처리' };
    const newNotebook = { name: 'v2 모델.ipynb', content: JSON.stringify(buildNotebook({ heading: 'Modeling' })) };
    expect((await upload('PUT', author, edit, newNotebook)).json().data).toMatchObject({ version: 2 });
    // Only the title changes: no new version.
    expect((await upload('PUT', author, { ...edit, title: '또 새 제목' })).json().data).toMatchObject({ version: 2 });
    // Removing the notebook with text left is a third version.
    expect((await upload('PUT', author, { ...edit, title: '또 새 제목', remove_notebook: '1' })).json().data).toMatchObject({ version: 3 });
    // Removing everything there is to read is refused.
    expect((await upload('PUT', author, { ...edit, content: '', remove_notebook: '1' })).json()).toMatchObject({ message: 'code_empty' });

    const latest = await detail(id);
    expect(latest).toMatchObject({ title: '또 새 제목', category: 'modeling', tags: ['xgboost'], version: 3, current_version: 3, notebook: null });
    expect(latest.versions.map((v: { version: number; has_notebook: boolean }) => [v.version, v.has_notebook])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    const second = await detail(id, undefined, '&version=2');
    expect(second.notebook.name).toBe('v2 모델.ipynb');
    expect(second.notebook.html).toContain('Modeling');
    expect((await call('GET', `/codeshare/download?cs_id=${id}&version=2`)).headers['content-disposition']).toContain("filename*=UTF-8''v2%20");
    expect((await call('GET', `/codeshare/download?cs_id=${id}`)).json()).toMatchObject({ message: 'code_no_notebook' });
    expect((await call('GET', `/codeshare/v2/detail?cs_id=${id}&version=9`)).statusCode).toBe(404);
  });

  it('previews a notebook without saving it', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const form = multipart({}, notebookFile());
    const response = await t.app.inject({ method: 'POST', url: '/api/codeshare/v2/html', headers: { ...author.headers, ...form.headers }, payload: form.payload });
    expect(response.json().data.html).toContain('rows: 1000');
    const empty = multipart({});
    expect((await t.app.inject({ method: 'POST', url: '/api/codeshare/v2/html', headers: { ...author.headers, ...empty.headers }, payload: empty.payload })).json()).toMatchObject({
      message: 'code_notebook_missing',
    });
  });
});

describe('reading, likes and bookmarks', () => {
  it('counts views, needs the post read before a like, and keeps one like per member', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const reader = await buildSignedInUser(t.ctx.db);
    const id = await writeCode(author);

    expect((await call('POST', '/codeshare', undefined, { cs_id: id })).json().data.view_count).toBe(1);
    expect((await call('POST', '/codeshare', reader, { cs_id: id })).json().data.view_count).toBe(2);
    expect((await call('POST', '/codeshare/v3/vote', undefined, { cs_id: id })).statusCode).toBe(401);

    const early = await call('POST', '/codeshare/v3/vote', reader, { cs_id: id }, { 'accept-language': 'en' });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ message: 'code_read_first', detail: 'Read the post to the end before you like it.' });
    expect((await detail(id, reader)).read).toBe(false);

    // Reaching the end is not a second view.
    expect((await readThrough(id, reader)).json().data).toMatchObject({ view_count: 2, read: true });
    expect((await detail(id, reader)).read).toBe(true);
    expect((await call('POST', '/codeshare/v3/vote', reader, { cs_id: id })).json().data).toEqual({ voted: true, vote_count: 1 });
    expect((await detail(id, reader)).voted).toBe(true);
    expect((await call('POST', '/codeshare/v3/vote', reader, { cs_id: id })).json().data).toEqual({ voted: false, vote_count: 0 });
  });

  it('gives the author XP once per member who likes the post, however often they toggle, and none for liking oneself', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const fan = await buildSignedInUser(t.ctx.db);
    const id = await writeCode(author);
    await readThrough(id, fan);
    await readThrough(id, author);
    for (let i = 0; i < 3; i++) expect((await call('POST', '/codeshare/v3/vote', fan, { cs_id: id })).statusCode).toBe(200);
    await call('POST', '/codeshare/v3/vote', author, { cs_id: id });
    const popup = (await call('GET', '/gnb/xp/v2/notify?version=3', author)).json().data;
    expect(popup.notRead.map((n: { reason: string; xp: number }) => [n.reason, n.xp])).toEqual([['code_like', 5]]);
  });

  it('bookmarks, counts shares and lists the other posts of a board', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const reader = await buildSignedInUser(t.ctx.db);
    const { competition } = await buildCompetition(t.ctx);
    const first = await writeCode(author, { cpt_id: String(competition.id), title: 'first' });
    const second = await writeCode(author, { cpt_id: String(competition.id), title: 'second' });

    expect((await call('GET', `/codeshare/is_bm?cs_id=${first}`)).statusCode).toBe(401);
    expect((await call('POST', '/codeshare/bookmark', reader, { cs_id: first })).json().data).toEqual({ bookmarked: true });
    expect((await call('GET', `/codeshare/is_bm?cs_id=${first}`, reader)).json().data).toEqual({ bookmarked: true });
    expect((await detail(first, reader)).bookmarked).toBe(true);
    expect((await call('POST', '/codeshare/bookmark_del', reader, { cs_id: first })).json().data).toEqual({ bookmarked: false });

    expect((await call('POST', '/codeshare/social/cnt', undefined, { cs_id: first, channel: 'link' })).json().data).toEqual({ share_count: 1 });
    expect((await detail(first)).share_count).toBe(1);

    const tail = (await call('GET', `/codeshare/tail?cpt_id=${competition.id}&cs_id=${first}`)).json().data;
    expect(tail.map((p: { cs_id: number }) => p.cs_id)).toEqual([second]);
    const top = (await call('GET', `/codeshare/top?data_type=recent&cpt_id=${competition.id}`)).json().data;
    expect(top.map((p: { cs_id: number }) => p.cs_id)).toEqual([second, first]);
    const adjacent = (await call('GET', `/v1/community/getAdjacentCodePosts?postId=${first}&boardId=${competition.id}`)).json().data;
    expect(adjacent).toEqual({ prev: null, next: { cs_id: second, title: 'second' } });
  });

  it('lets the author or a moderator delete a post', async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const author = await buildSignedInUser(t.ctx.db);
    const { competition } = await buildCompetition(t.ctx, { hostUserId: host.user.id });
    const mine = await writeCode(author);
    const onBoard = await writeCode(author, { cpt_id: String(competition.id) });
    expect((await call('POST', '/codeshare/delete', author, { cs_id: mine })).statusCode).toBe(200);
    expect((await call('GET', `/codeshare/v2/detail?cs_id=${mine}`)).statusCode).toBe(404);
    expect((await call('POST', '/codeshare/delete', host, { cs_id: onBoard })).statusCode).toBe(200);
    expect((await call('GET', `/codeshare/v2/detail?cs_id=${onBoard}`)).statusCode).toBe(404);
  });
});

describe('lists', () => {
  it('searches, sorts, filters and pages a board and the community list', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const reader = await buildSignedInUser(t.ctx.db);
    const { competition } = await buildCompetition(t.ctx);
    const cpt = String(competition.id);
    const plain = await writeCode(author, { cpt_id: cpt, title: 'Target encoding walkthrough', category: 'preprocessing', tags: 'encoding', content: 'smoothing' }, undefined);
    const liked = await writeCode(author, { cpt_id: cpt, title: '시각화 모음', category: 'visualization', tags: 'matplotlib,seaborn' });
    await readThrough(liked, reader);
    await call('POST', '/codeshare/v3/vote', reader, { cs_id: liked });

    const list = async (query: string) => (await call('GET', `/codeshare/list/v1?cpt_id=${cpt}&${query}`, reader)).json().data;
    expect((await list('')).items.map((p: { cs_id: number }) => p.cs_id)).toEqual([liked, plain]);
    expect((await list('data_type=popular')).items[0].cs_id).toBe(liked);
    expect((await list('keyword=smoothing&search=content')).items.map((p: { cs_id: number }) => p.cs_id)).toEqual([plain]);
    expect((await list('keyword=seaborn&search=tag')).items.map((p: { cs_id: number }) => p.cs_id)).toEqual([liked]);
    expect((await list('keyword=seaborn&search=title')).total).toBe(0);
    expect((await list('type=preprocessing')).items.map((p: { cs_id: number }) => p.cs_id)).toEqual([plain]);
    expect((await list('range=week')).total).toBe(2);
    const item = (await list('type=visualization')).items[0];
    expect(item).toMatchObject({ has_notebook: true, vote_count: 1, tags: ['matplotlib', 'seaborn'], board_title: expect.any(String) });
    expect((await list('page=2')).items).toEqual([]);
    expect((await call('GET', '/codeshare/list/v1?cpt_id=0&data_type=nonsense')).statusCode).toBe(400);

    const community = (await call('GET', `/codeshare/list/from-community?keyword=${encodeURIComponent('Target encoding')}`)).json().data;
    expect(community.items.map((p: { cs_id: number }) => p.cs_id)).toContain(plain);
    expect((await call('GET', `/codeshare/list/from-community?boardId=0&keyword=${encodeURIComponent('Target encoding')}`)).json().data.total).toBe(0);

    const categories = (await call('GET', `/codeshare/category/${cpt}`)).json().data;
    expect(categories).toContainEqual({ category: 'visualization', count: 1 });
    expect((await call('GET', '/codeshare/category')).json().data.length).toBe(7);
    const tags = (await call('GET', `/codeshare/popular/tag?type=${cpt}`)).json().data;
    expect(tags.map((t: { tag: string }) => t.tag).sort()).toEqual(['encoding', 'matplotlib', 'seaborn']);
  });

  it("gives profiles and search a member's posts and keyword matches", async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const id = await writeCode(author, { title: 'Unique zebra notebook' });
    const mine = await listUserCodePosts(t.ctx.db, { userId: author.user.id, viewerId: null, locale: 'en' });
    expect(mine).toMatchObject({ total: 1, items: [{ cs_id: id, title: 'Unique zebra notebook' }] });
    const found = await searchCodePosts(t.ctx.db, { keyword: 'zebra', locale: 'ko' });
    expect(found.items.map((p) => p.cs_id)).toEqual([id]);
  });
});

describe("access to a competition's code board", () => {
  it('answers strangers of an invite-only competition as not found, and lets invitees read and write', async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const invitee = await buildSignedInUser(t.ctx.db);
    const stranger = await buildSignedInUser(t.ctx.db);
    const { competition } = await buildCompetition(t.ctx, { hostUserId: host.user.id, input: { access: 'invited' } });
    await t.ctx.db.insert(competitionInvitees).values({ competitionId: competition.id, userId: invitee.user.id });
    const id = await writeCode(invitee, { cpt_id: String(competition.id), title: 'secret notebook' });

    for (const viewer of [undefined, stranger]) {
      expect((await call('GET', `/codeshare/v2/detail?cs_id=${id}`, viewer)).statusCode).toBe(404);
      expect((await call('GET', `/codeshare/list/v1?cpt_id=${competition.id}`, viewer)).statusCode).toBe(404);
      expect((await call('GET', `/codeshare/download?cs_id=${id}`, viewer)).statusCode).toBe(404);
      expect((await call('GET', `/reply?type=cs&content_id=${id}`, viewer)).statusCode).toBe(404);
    }
    expect((await upload('POST', stranger, { cpt_id: String(competition.id), title: 'x', content: 'y' })).statusCode).toBe(404);
    const community = (await call('GET', '/codeshare/list/from-community?keyword=secret', invitee)).json().data;
    expect(community.total).toBe(0);
    expect((await call('GET', `/codeshare/v2/detail?cs_id=${id}`, invitee)).statusCode).toBe(200);
  });
});

describe('comments, notifications, reports and moderation', () => {
  it('takes comments through the reply calls with type cs and notifies the author with the code post link', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const commenter = await buildSignedInUser(t.ctx.db);
    const { competition } = await buildCompetition(t.ctx);
    const site = await writeCode(author);
    const onBoard = await writeCode(author, { cpt_id: String(competition.id) });

    expect((await call('POST', '/reply/v2', undefined, { type: 'cs', content_id: site, content: 'hi' })).statusCode).toBe(401);
    const replyId = (await call('POST', '/reply/v2', commenter, { type: 'cs', content_id: site, content: '잘 봤습니다!' })).json().data.reply_id;
    await call('POST', '/reply/v2/nested-reply', author, { type: 'cs', content_id: site, reply_id: replyId, content: '감사합니다' });
    await call('POST', '/reply/v2', commenter, { type: 'cs', content_id: onBoard, content: 'nice' });

    const comments = (await call('GET', `/reply?type=cs&content_id=${site}`)).json().data;
    expect(comments.map((c: { content: string; parent_id: number | null }) => [c.content, c.parent_id])).toEqual([
      ['잘 봤습니다!', null],
      ['감사합니다', replyId],
    ]);
    expect((await detail(site)).comment_count).toBe(2);
    // A talk post with the same number is another thing: type keeps them apart.
    expect((await call('PUT', `/reply?type=cs&content_id=${site}&reply_id=${replyId}`, author, { content: 'x' })).statusCode).toBe(403);
    expect((await call('PUT', `/reply?type=cs&content_id=${site}&reply_id=${replyId}`, commenter, { content: '고쳤어요' })).statusCode).toBe(200);
    expect((await call('POST', '/reply/delete', commenter, { type: 'cs', content_id: site, reply_id: replyId })).statusCode).toBe(200);

    const rows = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.user.id), eq(notifications.type, 'cs')));
    expect(rows.map((row) => [row.csId, row.competitionId, row.link]).sort()).toEqual(
      [
        [site, null, `/codeshare/${site}/`],
        [onBoard, competition.id, `/competitions/official/${competition.id}/codeshare/${onBoard}/`],
      ].sort(),
    );
    expect(rows[0]!.content.en).toContain('commented on your code');
    const listed = (await call('GET', '/gnb/noti', author)).json().data;
    expect(JSON.stringify(listed)).toContain(`"cs_id":${site}`);
  });

  it("takes reports and lets the board's moderator hide, restore and resolve code posts and comments", async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const otherHost = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const author = await buildSignedInUser(t.ctx.db);
    const reporter = await buildSignedInUser(t.ctx.db);
    const { competition } = await buildCompetition(t.ctx, { hostUserId: host.user.id });
    const id = await writeCode(author, { cpt_id: String(competition.id), title: 'Spammy notebook' });
    const reply = (await call('POST', '/reply/v2', author, { type: 'cs', content_id: id, content: 'buy now' })).json().data.reply_id;

    expect((await call('POST', '/v1/codeshare/report', undefined, { cs_id: id, reason: 'spam' })).statusCode).toBe(401);
    expect((await call('POST', '/v1/codeshare/report', reporter, { cs_id: id, reason: 'spam', text: 'ads' })).statusCode).toBe(200);
    expect((await call('POST', '/v1/codeshare/report', reporter, { cs_id: id, reason: 'spam' })).statusCode).toBe(409);
    const commentReport = (await call('POST', '/v1/codeshare/report', reporter, { cs_id: id, reply_id: reply, reason: 'abuse' })).json().data.id;

    const reports = (await call('GET', '/v1/host/moderation/reports', host)).json().data;
    const mine = reports.filter((r: { item: { kind: string } }) => r.item.kind.startsWith('code'));
    expect(mine.map((r: { item: { kind: string; tb_id: number; link: string } }) => r.item.kind).sort()).toEqual(['code_comment', 'code_post']);
    expect(mine[0].item.link).toBe(`/competitions/official/${competition.id}/codeshare/${id}`);
    expect((await call('GET', '/v1/host/moderation/reports', otherHost)).json().data.filter((r: { item: { kind: string } }) => r.item.kind.startsWith('code'))).toEqual([]);

    expect((await call('POST', `/v1/host/moderation/code-posts/${id}/hide`, otherHost, { reason: 'x' })).statusCode).toBe(403);
    expect((await call('POST', `/v1/host/moderation/code-posts/${id}/hide`, author, { reason: 'x' })).statusCode).toBe(403);
    expect((await call('POST', `/v1/host/moderation/code-posts/${id}/hide`, host, { reason: '광고' })).statusCode).toBe(200);
    expect((await call('GET', `/codeshare/v2/detail?cs_id=${id}`, reporter)).statusCode).toBe(404);
    expect(await detail(id, author)).toMatchObject({ hidden: true, hidden_reason: '광고' });
    const hidden = (await call('GET', '/v1/host/moderation/hidden', host)).json().data;
    expect(hidden.some((item: { kind: string; tb_id: number }) => item.kind === 'code_post' && item.tb_id === id)).toBe(true);
    const after = (await call('GET', '/v1/host/moderation/reports?state=open', host)).json().data.filter((r: { item: { kind: string } }) => r.item.kind === 'code_post');
    expect(after).toEqual([]);

    expect((await call('POST', `/v1/host/moderation/code-posts/${id}/restore`, host)).statusCode).toBe(200);
    expect((await call('GET', `/codeshare/v2/detail?cs_id=${id}`, reporter)).statusCode).toBe(200);
    expect((await call('POST', `/v1/host/moderation/code-comments/${reply}/hide`, host, { reason: 'spam' })).statusCode).toBe(200);
    const comment = (await call('GET', `/reply?type=cs&content_id=${id}`, reporter)).json().data[0];
    expect(comment).toMatchObject({ hidden: true, content: null });
    expect((await call('POST', `/v1/host/moderation/code-reports/${commentReport}/resolve`, host)).statusCode).toBe(200);
  });
});
