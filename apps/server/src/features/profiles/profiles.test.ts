import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts, competitions } from '../../db/schema.ts';
import { buildCompetition, buildScoredSubmission, buildSignedInUser, joinCompetition } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { closeCompetition } from '../leaderboards/close-competition.ts';
import { gradientPng } from './generated-png.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, member?: Member, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...member?.headers, ...headers }, ...(payload ? { payload } : {}) });

/** A browser's FormData with one file under the spec's field name. */
function imageForm(field: string, content: Buffer) {
  const boundary = `----madang${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="blob.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (path: string, member: Member | undefined, field: string, content: Buffer, headers: Record<string, string> = {}) => {
  const form = imageForm(field, content);
  return t.app.inject({ method: 'POST', url: `/api${path}`, payload: form.payload, headers: { ...member?.headers, ...form.headers, ...headers } });
};

const png = gradientPng({ width: 16, height: 16, from: [30, 64, 175], to: [14, 165, 233] });

describe('the profile head', () => {
  it('shows a member to anyone, without private fields, and says whose it is', async () => {
    const owner = await buildSignedInUser(t.ctx.db);
    const visitorView = (await call('GET', `/profile?user_id=${owner.user.id}`)).json().data;
    expect(visitorView).toMatchObject({
      id: owner.user.id,
      name: owner.user.name,
      picture: null,
      cover: null,
      introduction: '',
      links: [],
      followers: 0,
      is_mine: false,
      is_following: false,
    });
    expect(Object.keys(visitorView)).not.toContain('email');
    expect((await call('GET', `/profile?user_id=${owner.user.id}`, owner)).json().data.is_mine).toBe(true);
    expect((await call('GET', '/profile?user_id=99999999')).statusCode).toBe(404);
    expect((await call('GET', '/profile?user_id=abc')).statusCode).toBe(400);
  });

  it('lets only the owner edit the introduction and links', async () => {
    const owner = await buildSignedInUser(t.ctx.db);
    const other = await buildSignedInUser(t.ctx.db);
    const edit = { introduction: '  시계열 예측을 좋아합니다.  ', links: ['https://github.com/madang', 'https://github.com/madang'] };
    expect((await call('PUT', '/myinfo/profile', undefined, edit)).statusCode).toBe(401);
    const foreign = await call('PUT', '/myinfo/profile', other, { ...edit, user_id: owner.user.id }, { 'accept-language': 'en' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: 'profile_not_owner', detail: 'You can edit only your own profile.' });

    const saved = await call('PUT', '/myinfo/profile', owner, { ...edit, user_id: owner.user.id });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ introduction: '시계열 예측을 좋아합니다.', links: ['https://github.com/madang'] });
    expect((await call('GET', '/myinfo/profile', owner)).json().data.introduction).toBe('시계열 예측을 좋아합니다.');
    expect((await call('GET', `/profile?user_id=${owner.user.id}`)).json().data).toMatchObject({ introduction: '시계열 예측을 좋아합니다.', links: ['https://github.com/madang'] });
    expect((await call('GET', '/myinfo/profile')).statusCode).toBe(401);

    const bad = await call('PUT', '/myinfo/profile', owner, { introduction: 'x'.repeat(501), links: ['javascript:alert(1)'] });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['introduction', 'links.0']);
  });
});

describe('profile pictures', () => {
  it('stores a picture and a cover checked by their bytes, and serves them', async () => {
    const owner = await buildSignedInUser(t.ctx.db);
    expect((await upload('/myinfo/picture/update', undefined, 'picture', png)).json()).toMatchObject({ message: 'not login' });
    const saved = await upload('/myinfo/picture/update', owner, 'picture', png);
    expect(saved.statusCode).toBe(200);
    expect((await upload('/myinfo/cover/update', owner, 'bg_picture', png)).statusCode).toBe(200);

    const head = (await call('GET', `/profile?user_id=${owner.user.id}`)).json().data;
    expect(head.picture).toMatch(new RegExp(`^/api/users/${owner.user.id}/picture\\?v=\\d+$`));
    expect(head.cover).toMatch(new RegExp(`^/api/users/${owner.user.id}/cover\\?v=\\d+$`));
    const picture = await t.app.inject({ method: 'GET', url: head.picture });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(png)).toBe(true);
    expect((await call('GET', '/myinfo', owner)).json().data[0].picture).toBe(head.picture);
    expect((await call('GET', `/users/${owner.user.id + 100000}/picture`)).statusCode).toBe(404);
  });

  it('refuses a picture over 1 MB, a file that is not an image, and someone else’s profile', async () => {
    const owner = await buildSignedInUser(t.ctx.db);
    const other = await buildSignedInUser(t.ctx.db);
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload('/myinfo/picture/update', owner, 'picture', big, { 'accept-language': 'en' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ message: 'picture_too_large', detail: 'The image must be 1 MB or smaller.' });

    const text = await upload('/myinfo/picture/update', owner, 'picture', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ message: 'image_file_required', detail: '이미지 파일을 선택해 주세요.' });

    const foreign = await upload(`/myinfo/cover/update?user_id=${owner.user.id}`, other, 'bg_picture', png);
    expect(foreign.statusCode).toBe(403);
    expect((await call('GET', `/profile?user_id=${owner.user.id}`)).json().data).toMatchObject({ picture: null, cover: null });
    const notMultipart = await call('POST', '/myinfo/picture/update', owner, { picture: 'x' });
    expect(notMultipart.statusCode).toBe(400);
  });
});

describe('follows', () => {
  it('follows and unfollows another member, counts and lists both sides, and refuses following oneself', async () => {
    const fan = await buildSignedInUser(t.ctx.db);
    const star = await buildSignedInUser(t.ctx.db);
    expect((await call('POST', '/myinfo/follow', undefined, { user_id: star.user.id })).statusCode).toBe(401);
    expect((await call('POST', '/myinfo/follow', fan, { user_id: star.user.id })).json().data).toEqual({ following: true, followers: 1 });
    expect((await call('POST', '/myinfo/follow', fan, { user_id: star.user.id })).json().data).toEqual({ following: true, followers: 1 });
    expect((await call('GET', `/profile?user_id=${star.user.id}`, fan)).json().data).toMatchObject({ followers: 1, is_following: true });
    expect((await call('GET', `/profile?user_id=${fan.user.id}`)).json().data).toMatchObject({ following: 1, followers: 0 });
    const followers = (await call('GET', `/v1/profile/follows?user_id=${star.user.id}&kind=followers`)).json().data;
    expect(followers).toMatchObject({ total: 1, items: [{ id: fan.user.id, name: fan.user.name, picture: null }] });
    expect((await call('GET', `/v1/profile/follows?user_id=${fan.user.id}&kind=following`)).json().data.items).toEqual([expect.objectContaining({ id: star.user.id })]);
    expect((await call('GET', `/v1/profile/follows?user_id=${fan.user.id}&kind=sideways`)).statusCode).toBe(400);
    expect((await call('POST', '/myinfo/follow', fan, { user_id: fan.user.id })).statusCode).toBe(400);
    expect((await call('POST', '/myinfo/follow', fan, { user_id: 99999999 })).statusCode).toBe(404);
    expect((await call('POST', '/myinfo/unfollow', fan, { user_id: star.user.id })).json().data).toEqual({ following: false, followers: 0 });
    expect((await call('GET', `/profile?user_id=${star.user.id}`, fan)).json().data.is_following).toBe(false);
  });
});

describe('activity, competitions, badges and certificates', () => {
  it('builds the home, competition tab, heatmap and certificates from closed boards', async () => {
    const winner = await buildSignedInUser(t.ctx.db);
    const runnerUp = await buildSignedInUser(t.ctx.db);
    const { competition } = await buildCompetition(t.ctx, { input: { title: { ko: '전력 수요 예측', en: 'Power demand forecast' } } });
    const teams = [await joinCompetition(t.ctx.db, competition, winner.user), await joinCompetition(t.ctx.db, competition, runnerUp.user)];
    await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: teams[0]!.id, userId: winner.user.id, publicScore: 1, privateScore: 1 });
    await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: teams[1]!.id, userId: runnerUp.user.id, publicScore: 2, privateScore: 2 });

    // While it runs: taken part in, no rank yet, no certificate.
    const running = (await call('GET', `/myinfo2/compe?user_id=${winner.user.id}&gubun=all`)).json().data;
    expect(running).toEqual([expect.objectContaining({ cpt_id: competition.id, rank: null, medal: null, title: { ko: '전력 수요 예측', en: 'Power demand forecast' } })]);
    expect((await call('GET', `/profile/certificate/list?user_id=${winner.user.id}`)).json().data).toEqual([]);

    await t.ctx.db
      .update(competitions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(competitions.id, competition.id));
    const [ended] = await t.ctx.db.select().from(competitions).where(eq(competitions.id, competition.id));
    await closeCompetition(t.ctx, { competition: ended!, now: new Date() });

    const closed = (await call('GET', `/myinfo2/compe?user_id=${winner.user.id}&gubun=medal`)).json().data;
    expect(closed).toEqual([expect.objectContaining({ cpt_id: competition.id, rank: 1, ranked_teams: 2, medal: 'gold' })]);
    expect((await call('GET', `/profile/cpt/summary_v2?user_id=${runnerUp.user.id}`)).json().data).toEqual({ joined: 1, ranked: 1, gold: 0, silver: 1, bronze: 0, best_rank: 2 });
    const v2 = (await call('GET', `/profile/certificate/list-V2?user_id=${winner.user.id}`)).json().data;
    expect(v2).toMatchObject({ total: 1, medals: { gold: 1, silver: 0, bronze: 0 }, items: [{ cpt_id: competition.id, rank: 1, team_name: teams[0]!.name }] });

    const download = await call('POST', '/profile/certificate/download', winner, { cpt_id: competition.id }, { 'accept-language': 'en' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('text/html');
    expect(download.headers['content-disposition']).toContain(`certificate-${competition.id}.html`);
    expect(download.body).toContain('Power demand forecast');
    expect(download.body).toContain('finished 1 of 2 teams');
    expect(download.body).not.toContain('<script');
    expect((await call('POST', '/profile/certificate/download', undefined, { cpt_id: competition.id })).statusCode).toBe(401);
    const outsider = await buildSignedInUser(t.ctx.db);
    expect((await call('POST', '/profile/certificate/download', outsider, { cpt_id: competition.id })).statusCode).toBe(404);

    const heatmap = (await call('GET', `/myinfo/heatmap?user_id=${winner.user.id}`)).json().data as { date: string; count: number }[];
    expect(heatmap).toHaveLength(365);
    expect(heatmap.reduce((sum, day) => sum + day.count, 0)).toBe(1);
    expect(heatmap.at(-1)!.count).toBe(1);

    const home = (await call('GET', `/profile/home?user_id=${winner.user.id}`)).json().data;
    expect(home.competitions).toMatchObject({ joined: 1, gold: 1, best_rank: 1 });
    expect(home.recent_competitions[0]).toMatchObject({ cpt_id: competition.id, medal: 'gold' });
  });

  it('keeps invite-only competitions off other people’s view of a profile', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const { competition } = await buildCompetition(t.ctx, { input: { title: { ko: '비공개 대회', en: 'Private one' } } });
    await joinCompetition(t.ctx.db, competition, member.user);
    await t.ctx.db.update(competitions).set({ accessMode: 'invited' }).where(eq(competitions.id, competition.id));
    expect((await call('GET', `/myinfo2/compe?user_id=${member.user.id}`)).json().data).toEqual([]);
    expect((await call('GET', `/myinfo2/compe?user_id=${member.user.id}`, member)).json().data).toHaveLength(1);
  });

  it('lists badges earned and to earn; only the owner sees which are new, until confirmed', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const { competition } = await buildCompetition(t.ctx);
    const team = await joinCompetition(t.ctx.db, competition, member.user);
    await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: team.id, userId: member.user.id, publicScore: 1, privateScore: 1 });
    const { awardSubmissionBadge } = await import('../submissions/badges.ts');
    await awardSubmissionBadge(t.ctx.db, { userId: member.user.id, competitionId: competition.id });

    const mine = (await call('GET', `/profile/badge_list?user_id=${member.user.id}&acquired=1`, member)).json().data;
    expect(mine).toEqual([expect.objectContaining({ code: 'first_submission', is_new: true, competition_id: competition.id })]);
    expect((await call('GET', `/profile/badge_list?user_id=${member.user.id}&acquired=1`)).json().data[0].is_new).toBe(false);
    const toEarn = (await call('GET', `/profile/badge_list?user_id=${member.user.id}&acquired=0`)).json().data;
    expect(toEarn.map((b: { code: string }) => b.code)).toEqual(['submissions_10', 'submissions_100']);

    expect((await call('POST', '/profile/badge_confirmed', undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '/profile/badge_confirmed', member, {})).statusCode).toBe(200);
    expect((await call('GET', `/profile/badge_list?user_id=${member.user.id}`, member)).json().data[0].is_new).toBe(false);
  });
});

describe('talk posts and bookmarks', () => {
  it('lists a member’s posts by page and sums their talk; hidden posts only for their author', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await call('POST', '/talkboard/v3', author, { cpt_id: 0, title: `글 ${i}`, content: '본문' });
      ids.push(response.json().data.tb_id);
    }
    await t.ctx.db
      .update(communityPosts)
      .set({ hiddenAt: new Date() })
      .where(and(eq(communityPosts.board, 'talk'), eq(communityPosts.id, ids[0]!)));
    const first = (await call('GET', `/profile/talk/list_scroll/1?user_id=${author.user.id}`)).json().data;
    expect(first).toMatchObject({ total: 11, page: 1, page_size: 10 });
    expect(first.items[0]).toMatchObject({ tb_id: ids[11], cpt_id: 0, title: '글 11' });
    expect((await call('GET', `/profile/talk/list_scroll/2?user_id=${author.user.id}`)).json().data.items).toHaveLength(1);
    expect((await call('GET', `/profile/talk/list_scroll/1?user_id=${author.user.id}`, author)).json().data.total).toBe(12);
    expect((await call('GET', `/profile/talk/summary_v2?user_id=${author.user.id}`)).json().data).toEqual({ posts: 11, votes: 0, comments: 0 });
    expect((await call('GET', `/profile/talk/list_scroll/0?user_id=${author.user.id}`)).statusCode).toBe(400);
  });

  it('lists the owner’s bookmarks and refuses visitors with not login', async () => {
    const reader = await buildSignedInUser(t.ctx.db);
    const author = await buildSignedInUser(t.ctx.db);
    const post = (await call('POST', '/talkboard/v3', author, { cpt_id: 0, title: '북마크할 글', content: '본문' })).json().data.tb_id;
    await call('POST', '/talkboard/bookmark', reader, { tb_id: post });

    const visitor = await call('GET', '/myinfo/bookmark-list/1?type=tb');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: 'not login' });
    expect((await call('GET', '/myinfo/bookmark')).json()).toMatchObject({ message: 'not login' });

    expect((await call('GET', '/myinfo/bookmark', reader)).json().data).toEqual({ tb: 1, cs: 0 });
    const list = (await call('GET', '/myinfo/bookmark-list/1?type=tb', reader)).json().data;
    expect(list).toMatchObject({ total: 1, items: [{ kind: 'tb', id: post, title: '북마크할 글', author: { id: author.user.id } }] });
    await call('POST', '/talkboard/delete', author, { tb_id: post });
    expect((await call('GET', '/myinfo/bookmark', reader)).json().data.tb).toBe(0);
  });
});
