import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionInvitees, notifications } from '../../db/schema.ts';
import { buildCompetition, buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, member?: Member, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...member?.headers, ...headers }, ...(payload ? { payload } : {}) });

async function writePost(member: Member, cptId = 0, fields: Record<string, unknown> = {}) {
  const response = await call('POST', '/talkboard/v3', member, { cpt_id: cptId, title: '첫 글입니다', content: '# 안녕하세요\n본문', ...fields });
  expect(response.statusCode).toBe(200);
  return response.json().data.tb_id as number;
}

describe('forum posts', () => {
  it('lets a member write, edit and delete their own post; others and visitors may not', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const other = await buildSignedInUser(t.ctx.db);
    expect((await call('POST', '/talkboard/v3', undefined, { cpt_id: 0, title: 'x', content: 'y' })).statusCode).toBe(401);

    const id = await writePost(author, 0, { category: 'question' });
    const detail = (await call('GET', `/talkboard/v1?tb_id=${id}&version=2`)).json().data;
    expect(detail).toMatchObject({ tb_id: id, cpt_id: 0, tbType: 'question', title: '첫 글입니다', is_mine: false, hidden: false, comment_count: 0 });
    expect(detail.author).toEqual({ id: author.user.id, name: author.user.name });
    expect(Object.keys(detail)).not.toContain('authorId');

    const edit = { tb_id: id, title: '고친 제목', content: '고친 본문', category: 'tip' };
    expect((await call('PUT', '/talkboard/v3', other, edit)).statusCode).toBe(403);
    expect((await call('PUT', '/talkboard/v3', author, edit)).statusCode).toBe(200);
    expect((await call('GET', `/talkboard/v1?tb_id=${id}`, author)).json().data).toMatchObject({ title: '고친 제목', tbType: 'tip', is_mine: true });

    expect((await call('POST', '/talkboard/delete', other, { tb_id: id })).statusCode).toBe(403);
    expect((await call('POST', '/talkboard/delete', author, { tb_id: id })).statusCode).toBe(200);
    expect((await call('GET', `/talkboard/v1?tb_id=${id}`, author)).statusCode).toBe(404);
  });

  it('answers bad input with a 4xx in the request language, never a 500', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const empty = await call('POST', '/talkboard/v3', author, { cpt_id: 0, title: '', content: 'x' }, { 'accept-language': 'en' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0]).toMatchObject({ field: 'title', detail: 'This field is required.' });
    // A post or comment without content asks for it in the spec's words, Korean by default.
    const noContent = await call('POST', '/talkboard/v3', author, { cpt_id: 0, title: 'x', content: '   ' });
    expect(noContent.statusCode).toBe(400);
    expect(noContent.json().fields[0]).toMatchObject({ field: 'content', key: 'validation.content_required', detail: '내용을 작성해 주세요.' });
    const postId = await writePost(author);
    const noComment = await call('POST', '/reply/v2', author, { type: 'tb', content_id: postId, content: '' }, { 'accept-language': 'en' });
    expect(noComment.json().fields[0]).toMatchObject({ field: 'content', detail: 'Please write the content.' });
    expect((await call('GET', '/talkboard/v1?tb_id=abc')).statusCode).toBe(400);
    expect((await call('GET', '/talkboard/v1?tb_id=99999999')).statusCode).toBe(404);
    expect((await call('POST', '/talkboard/v3', author, { cpt_id: 99999999, title: 'x', content: 'y' })).statusCode).toBe(404);
  });

  it('lists a board with search, sort, comment counts and pages', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const voter = await buildSignedInUser(t.ctx.db);
    const { competition } = await buildCompetition(t.ctx);
    const plain = await writePost(author, competition.id, { title: 'Feature engineering notes', content: 'lag features' });
    const popular = await writePost(author, competition.id, { title: '검증 전략 질문', content: 'KFold 100% 안전한가요?' });
    await call('POST', '/talkboard/v3/vote', voter, { tb_id: popular });
    await call('POST', '/reply/v2', voter, { type: 'tb', content_id: plain, content: '좋은 글이네요' });

    const recent = (await call('GET', `/talkboard/v3/list?cpt_id=${competition.id}&page=1`)).json().data;
    expect(recent).toMatchObject({ total: 2, page: 1, page_size: 20 });
    expect(recent.items.map((i: { tb_id: number }) => i.tb_id)).toEqual([popular, plain]);
    expect(recent.items[1]).toMatchObject({ comment_count: 1, excerpt: 'lag features' });

    const byVotes = (await call('GET', `/talkboard/v3/list?cpt_id=${competition.id}&data_type=popular`)).json().data.items;
    expect(byVotes[0]).toMatchObject({ tb_id: popular, vote_count: 1 });

    const found = (await call('GET', `/talkboard/v3/list?cpt_id=${competition.id}&keyword=${encodeURIComponent('100%')}`)).json().data;
    expect(found.items.map((i: { tb_id: number }) => i.tb_id)).toEqual([popular]);
    const titleOnly = (await call('GET', `/talkboard/v3/list?cpt_id=${competition.id}&keyword=lag&search=title`)).json().data;
    expect(titleOnly.total).toBe(0);
    const v1 = (await call('GET', `/talkboard/list/v1?board_id=${competition.id}&data_type=popular`)).json().data;
    expect(v1.items.map((i: { tb_id: number }) => i.tb_id)).toEqual(byVotes.map((i: { tb_id: number }) => i.tb_id));
    // The forum does not show a competition's posts.
    const forum = (await call('GET', '/talkboard/v3/list?cpt_id=0&keyword=Feature%20engineering')).json().data;
    expect(forum.total).toBe(0);

    for (let i = 0; i < 21; i += 1) await writePost(author, competition.id, { title: `page filler ${i}` });
    const second = (await call('GET', `/talkboard/v3/list?cpt_id=${competition.id}&page=2`)).json().data;
    expect(second.items).toHaveLength(3);
    expect(second.total).toBe(23);
  });

  it('gives the five newest posts of a board at /talkboard/top, named by cpt_id or board_id, with version 2 and no other', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const { competition } = await buildCompetition(t.ctx);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await writePost(author, competition.id, { title: `top ${i}` }));
    const newestFive = ids.slice(1).reverse();
    for (const query of [`cpt_id=${competition.id}&version=2`, `board_id=${competition.id}`]) {
      const top = await call('GET', `/talkboard/top?${query}`);
      expect(top.statusCode, query).toBe(200);
      expect(top.json().data.map((post: { tb_id: number }) => post.tb_id)).toEqual(newestFive);
    }
    const otherVersion = await call('GET', `/talkboard/top?cpt_id=${competition.id}&version=3`, undefined, undefined, { 'accept-language': 'en' });
    expect(otherVersion.statusCode).toBe(400);
    expect(otherVersion.json().fields[0]).toMatchObject({ field: 'version' });
  });

  it('counts views, bookmarks and gives the previous and next posts of the board', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const reader = await buildSignedInUser(t.ctx.db);
    const { competition } = await buildCompetition(t.ctx);
    const first = await writePost(author, competition.id);
    const second = await writePost(author, competition.id);
    const third = await writePost(author, competition.id);

    expect((await call('POST', '/talkboard', undefined, { tb_id: second })).json().data).toEqual({ view_count: 1 });
    expect((await call('POST', '/talkboard', reader, { tb_id: second })).json().data).toEqual({ view_count: 2 });

    expect((await call('GET', `/talkboard/is_bm?tb_id=${second}`, reader)).json().data).toEqual({ bookmarked: false });
    await call('POST', '/talkboard/bookmark', reader, { tb_id: second });
    await call('POST', '/talkboard/bookmark', reader, { tb_id: second });
    expect((await call('GET', `/talkboard/is_bm?tb_id=${second}`, reader)).json().data).toEqual({ bookmarked: true });
    expect((await call('GET', `/talkboard/v1?tb_id=${second}`, reader)).json().data.bookmarked).toBe(true);
    await call('POST', '/talkboard/bookmark_del', reader, { tb_id: second });
    expect((await call('GET', `/talkboard/is_bm?tb_id=${second}`, reader)).json().data).toEqual({ bookmarked: false });
    expect((await call('POST', '/talkboard/bookmark', undefined, { tb_id: second })).statusCode).toBe(401);

    const adjacent = (await call('GET', `/v1/community/getAdjacentTalkPosts?tbId=${second}`)).json().data;
    expect(adjacent).toEqual({ prev: { tb_id: first, title: '첫 글입니다' }, next: { tb_id: third, title: '첫 글입니다' } });
    const edge = (await call('GET', `/v1/community/getAdjacentTalkPosts?tbId=${third}`)).json().data;
    expect(edge.next).toBeNull();
    const tail = (await call('GET', `/talkboard/tail?tb_id=${second}`)).json().data;
    expect(tail.map((p: { tb_id: number }) => p.tb_id)).toEqual([third, first]);
  });
});

describe('votes', () => {
  it('toggle: a second vote takes the first back', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const voter = await buildSignedInUser(t.ctx.db);
    const id = await writePost(author);
    expect((await call('POST', '/talkboard/v3/vote', voter, { tb_id: id })).json().data).toEqual({ voted: true, vote_count: 1 });
    expect((await call('GET', `/talkboard/v1?tb_id=${id}`, voter)).json().data.voted).toBe(true);
    expect((await call('POST', '/talkboard/v3/vote', voter, { tb_id: id })).json().data).toEqual({ voted: false, vote_count: 0 });
    expect((await call('POST', '/talkboard/v3/vote', undefined, { tb_id: id })).statusCode).toBe(401);
  });

  it('count exactly one vote per member when many vote at once, and the count matches the votes after racing toggles', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const voters = await Promise.all(Array.from({ length: 8 }, () => buildSignedInUser(t.ctx.db)));
    const id = await writePost(author);
    const answers = await Promise.all(voters.map((voter) => call('POST', '/talkboard/v3/vote', voter, { tb_id: id })));
    expect(answers.every((a) => a.statusCode === 200 && a.json().data.voted === true)).toBe(true);
    expect((await call('GET', `/talkboard/v1?tb_id=${id}`)).json().data.vote_count).toBe(8);

    // Three simultaneous toggles by one member end in one vote (on, off, on), never two.
    const racer = voters[0]!;
    await call('POST', '/talkboard/v3/vote', racer, { tb_id: id });
    const raced = await Promise.all([1, 2, 3].map(() => call('POST', '/talkboard/v3/vote', racer, { tb_id: id })));
    expect(raced.map((r) => r.json().data.voted).filter(Boolean)).toHaveLength(2);
    expect((await call('GET', `/talkboard/v1?tb_id=${id}`)).json().data.vote_count).toBe(8);
  });
});

describe("competition boards follow the competition's visibility", () => {
  it("hides a draft's board from everyone but its host, and an invite-only board from those not invited", async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const member = await buildSignedInUser(t.ctx.db);
    const invitee = await buildSignedInUser(t.ctx.db);
    const { competition: invited } = await buildCompetition(t.ctx, { hostUserId: host.user.id, input: { access: 'invited' } });
    await t.ctx.db.insert(competitionInvitees).values({ competitionId: invited.id, userId: invitee.user.id });
    const inviteePost = await writePost(invitee, invited.id, { title: 'secret plan' });

    for (const viewer of [undefined, member]) {
      // Exactly what the competition itself answers them (a refusal), whichever refusal the competitions feature chooses.
      const refusal = (await call('GET', `/competition?cpt_id=${invited.id}`, viewer)).statusCode;
      expect([403, 404]).toContain(refusal);
      expect((await call('GET', `/talkboard/v3/list?cpt_id=${invited.id}`, viewer)).statusCode).toBe(refusal);
      expect((await call('GET', `/talkboard/top?cpt_id=${invited.id}`, viewer)).statusCode).toBe(refusal);
      expect((await call('GET', `/talkboard/list/v1?board_id=${invited.id}`, viewer)).statusCode).toBe(refusal);
      expect((await call('GET', `/talkboard/tail?tb_id=${inviteePost}`, viewer)).statusCode).toBe(refusal);
      expect((await call('GET', `/talkboard/v1?tb_id=${inviteePost}`, viewer)).statusCode).toBe(refusal);
      expect((await call('GET', `/reply?type=tb&content_id=${inviteePost}`, viewer)).statusCode).toBe(refusal);
      expect((await call('GET', `/v1/community/getAdjacentTalkPosts?tbId=${inviteePost}`, viewer)).statusCode).toBe(refusal);
      expect((await call('POST', '/talkboard', viewer, { tb_id: inviteePost })).statusCode).toBe(refusal);
      const body = (await call('GET', `/talkboard/v1?tb_id=${inviteePost}`, viewer)).body;
      expect(body).not.toContain('secret plan');
    }
    expect([403, 404]).toContain((await call('POST', '/talkboard/v3', member, { cpt_id: invited.id, title: 'x', content: 'y' })).statusCode);
    expect([403, 404]).toContain((await call('POST', '/reply/v2', member, { type: 'tb', content_id: inviteePost, content: 'peek' })).statusCode);
    expect((await call('GET', `/talkboard/v3/list?cpt_id=${invited.id}`, invitee)).json().data.total).toBe(1);
    expect((await call('GET', `/talkboard/v3/list?cpt_id=${invited.id}`, host)).json().data.total).toBe(1);

    const { competition: draft } = await buildCompetition(t.ctx, { hostUserId: host.user.id });
    const { competitions } = await import('../../db/schema.ts');
    await t.ctx.db.update(competitions).set({ publishedAt: null }).where(eq(competitions.id, draft.id));
    const hostPost = await writePost(host, draft.id);
    expect((await call('GET', `/talkboard/v3/list?cpt_id=${draft.id}`, member)).statusCode).toBe(404);
    expect((await call('GET', `/talkboard/v1?tb_id=${hostPost}`, member)).statusCode).toBe(404);
    expect((await call('GET', `/talkboard/v1?tb_id=${hostPost}`, host)).statusCode).toBe(200);
  });
});

describe('comments', () => {
  it("takes comments and one level of replies, and notifies the post's author of someone else's comment", async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const commenter = await buildSignedInUser(t.ctx.db);
    const { competition } = await buildCompetition(t.ctx);
    const id = await writePost(author, competition.id, { title: '베이스라인 공유' });
    const top = (await call('POST', '/reply/v2', commenter, { type: 'tb', content_id: id, content: '감사합니다!' })).json().data.reply_id;
    const reply = (await call('POST', '/reply/v2/nested-reply', author, { type: 'tb', content_id: id, reply_id: top, content: '도움이 됐다니 다행이에요' })).json().data.reply_id;
    // A reply to a reply joins the same thread: one level only.
    const deep = (await call('POST', '/reply/v2/nested-reply', commenter, { type: 'tb', content_id: id, reply_id: reply, content: '네' })).json().data.reply_id;

    const list = (await call('GET', `/reply?type=tb&content_id=${id}`, commenter)).json().data;
    expect(list.map((c: { reply_id: number; parent_id: number | null }) => [c.reply_id, c.parent_id])).toEqual([
      [top, null],
      [reply, top],
      [deep, top],
    ]);
    expect(list[0]).toMatchObject({ content: '감사합니다!', is_mine: true, hidden: false, deleted: false, author: { id: commenter.user.id } });

    const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, author.user.id));
    // The commenter's comment and reply each notify the author; the author's own reply does not.
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatchObject({ type: 'tb', tbId: id, competitionId: competition.id, link: `/competitions/official/${competition.id}/talkboard/${id}/` });
    expect(notes[0]!.content.ko).toContain('베이스라인 공유');
    // The forum's notification has no competition.
    const forumPost = await writePost(author);
    await call('POST', '/reply/v2', commenter, { type: 'tb', content_id: forumPost, content: 'hi' });
    const [forumNote] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.user.id), eq(notifications.tbId, forumPost)));
    expect(forumNote).toMatchObject({ competitionId: null, link: `/forum/${forumPost}/` });
    const gnb = (await call('GET', '/gnb/noti', author)).json().data.items;
    expect(gnb[0]).toMatchObject({ type: 'tb', cpt_id: 0, tb_id: forumPost });
  });

  it('keeps a comment to 1000 characters, with the limit in the message', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const id = await writePost(author);
    const ok = await call('POST', '/reply/v2', author, { type: 'tb', content_id: id, content: '가'.repeat(1000) });
    expect(ok.statusCode).toBe(200);
    const long = await call('POST', '/reply/v2', author, { type: 'tb', content_id: id, content: '가'.repeat(1001) }, { 'accept-language': 'en' });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields[0]).toMatchObject({ field: 'content', key: 'validation.too_long', detail: 'Please use 1000 characters or fewer.' });
    const edit = await call('PUT', `/reply?type=tb&content_id=${id}&reply_id=${ok.json().data.reply_id}`, author, { content: 'x'.repeat(1001) });
    expect(edit.statusCode).toBe(400);
    expect((await call('POST', '/reply/v2', author, { type: 'tb', content_id: id, content: '   ' })).statusCode).toBe(400);
  });

  it('lets only the author edit or delete a comment; a deleted comment with replies stays as a placeholder', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const other = await buildSignedInUser(t.ctx.db);
    const id = await writePost(author);
    const top = (await call('POST', '/reply/v2', other, { type: 'tb', content_id: id, content: 'first' })).json().data.reply_id;
    const lone = (await call('POST', '/reply/v2', other, { type: 'tb', content_id: id, content: 'lone' })).json().data.reply_id;
    await call('POST', '/reply/v2/nested-reply', author, { type: 'tb', content_id: id, reply_id: top, content: 'answer' });

    const put = (member: Member, replyId: number) => call('PUT', `/reply?type=tb&content_id=${id}&reply_id=${replyId}`, member, { content: 'changed' });
    expect((await put(author, top)).statusCode).toBe(403);
    expect((await put(other, top)).statusCode).toBe(200);
    const del = (member: Member, replyId: number) => call('POST', '/reply/delete', member, { type: 'tb', content_id: id, reply_id: replyId });
    expect((await del(author, top)).statusCode).toBe(403);
    expect((await del(other, top)).statusCode).toBe(200);
    expect((await del(other, lone)).statusCode).toBe(200);

    const list = (await call('GET', `/reply?type=tb&content_id=${id}`)).json().data;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ reply_id: top, deleted: true, content: null, author: null });
    expect(list[1]).toMatchObject({ content: 'answer' });
    expect((await call('GET', `/talkboard/v1?tb_id=${id}`)).json().data.comment_count).toBe(1);
  });
});

describe('reports', () => {
  it('takes one report per member per item', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const reporter = await buildSignedInUser(t.ctx.db);
    const id = await writePost(author);
    const comment = (await call('POST', '/reply/v2', author, { type: 'tb', content_id: id, content: 'buy now' })).json().data.reply_id;
    const report = (payload: Record<string, unknown>) => call('POST', '/v1/talkboard/report', reporter, payload, { 'accept-language': 'en' });

    expect((await report({ tb_id: id, reason: 'spam' })).statusCode).toBe(200);
    const again = await report({ tb_id: id, reason: 'abuse', text: 'really' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'talk_already_reported', detail: 'You have already reported this.' });
    // The comment is a different item.
    const twice = await Promise.all([report({ tb_id: id, reply_id: comment, reason: 'spam' }), report({ tb_id: id, reply_id: comment, reason: 'spam' })]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await report({ tb_id: id, reason: 'nonsense' })).statusCode).toBe(400);
    expect((await call('POST', '/v1/talkboard/report', undefined, { tb_id: id, reason: 'spam' })).statusCode).toBe(401);
  });
});
