import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { communityPosts, competitions, eduProjects } from '../../db/schema.ts';
import { isPost } from '../community/post-rows.ts';
import { buildLearningProject } from '../learning/learning-fixtures.ts';
import { buildCompetition, buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recordTabVisit } from './tab-new-posts.ts';
import { weekStart } from './weekly-popular.ts';
import { createPost } from './write-post.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;
type Item = { tb_id: number; subject: { cpt: { id: number; title: string; host: string; slug: string } | null; edu: { id: number; title: string } | null } };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, member?: Member, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...member?.headers, ...headers }, ...(payload ? { payload } : {}) });

async function writePost(member: Member, fields: Record<string, unknown>) {
  const response = await call('POST', '/talkboard/v3', member, { cpt_id: 0, title: '글 제목', content: '본문', ...fields });
  expect(response.statusCode).toBe(200);
  return response.json().data.tb_id as number;
}

const ids = (items: Item[]) => items.map((item) => item.tb_id);
const tabList = async (query: string, headers: Record<string, string> = {}) => (await call('GET', `/talkboard/v3/list?${query}`, undefined, undefined, headers)).json().data;
const counts = async (member?: Member) => (await call('GET', '/v1/community/getTabNewPostCount', member)).json().data.tabs as Record<string, number>;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe('community tabs', () => {
  it("lists each tab's category of the forum with search and sort, and the competition tab the talk of public competitions", async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const voter = await buildSignedInUser(t.ctx.db);
    const { competition } = await buildCompetition(t.ctx, { input: { title: { ko: '수요 예측 대회', en: 'Demand forecast' } } });
    const { competition: invited } = await buildCompetition(t.ctx, { input: { access: 'invited' } });
    const { project } = await buildLearningProject(t.ctx, { title: 'pandas' });

    const team = await writePost(author, { category: 'team', title: 'Looking for a teammate', subject_cpt_id: competition.id });
    const question = await writePost(author, { category: 'eduquestion', title: 'NaN in my mean', subject_edu_id: project.id });
    const study = await writePost(author, { category: 'study', title: 'Saturday study' });
    const popularStudy = await writePost(author, { category: 'study', title: 'Evening study' });
    await call('POST', '/talkboard/v3/vote', voter, { tb_id: popularStudy });
    const board = await writePost(author, { cpt_id: competition.id, title: 'Board question' });
    const secret = (await createPost(t.ctx.db, { competitionId: invited.id, authorId: author.user.id, input: { title: 'Invite-only talk', content: 'x', category: 'general' } }))
      .id;

    const teams = await tabList('tab=teams', { 'accept-language': 'en' });
    expect(ids(teams.items)).toEqual([team]);
    expect(teams.items[0].subject).toEqual({ cpt: { id: competition.id, title: 'Demand forecast', host: 'official', slug: competition.slug }, edu: null });
    const questions = await tabList('tab=eduquestion');
    expect(ids(questions.items)).toEqual([question]);
    expect(questions.items[0].subject.edu).toEqual({ id: project.id, title: 'pandas 프로젝트' });

    // A tab ignores cpt_id and category: it is its own category of the forum.
    expect(ids((await tabList(`tab=study&cpt_id=${competition.id}&category=team`)).items)).toEqual([popularStudy, study]);
    expect(ids((await tabList('tab=study&data_type=popular')).items)[0]).toBe(popularStudy);
    expect(ids((await tabList('tab=study&keyword=Saturday')).items)).toEqual([study]);

    const competitionTab = ids((await tabList('tab=competition')).items);
    expect(competitionTab).toContain(board);
    expect(competitionTab).not.toContain(secret);
    expect(competitionTab).not.toContain(team);
    expect(ids((await tabList('tab=forum')).items)).toEqual(expect.arrayContaining([team, question, study]));
    expect((await call('GET', '/talkboard/v3/list?tab=nope')).statusCode).toBe(400);

    const detail = (await call('GET', `/talkboard/v1?tb_id=${team}`, undefined, undefined, { 'accept-language': 'en' })).json().data;
    expect(detail.subject.cpt).toMatchObject({ id: competition.id, title: 'Demand forecast' });
  });

  it('stops naming a subject once its competition goes private or unpublished or its project is unpublished', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const { competition: closing } = await buildCompetition(t.ctx);
    const { competition: withdrawn } = await buildCompetition(t.ctx);
    const { project } = await buildLearningProject(t.ctx, { title: 'numpy' });
    const invitedLater = await writePost(author, { category: 'team', title: 'Team for a later private one', subject_cpt_id: closing.id });
    const unpublishedLater = await writePost(author, { category: 'team', title: 'Team for a withdrawn one', subject_cpt_id: withdrawn.id });
    const question = await writePost(author, { category: 'eduquestion', title: 'Broadcasting', subject_edu_id: project.id });
    const subjects = async () => {
      const items: Item[] = [...(await tabList('tab=teams')).items, ...(await tabList('tab=eduquestion')).items];
      return new Map(items.map((item) => [item.tb_id, item.subject]));
    };
    expect((await subjects()).get(invitedLater)!.cpt!.id).toBe(closing.id);
    expect((await subjects()).get(question)!.edu!.id).toBe(project.id);

    await t.ctx.db.update(competitions).set({ accessMode: 'invited' }).where(eq(competitions.id, closing.id));
    await t.ctx.db.update(competitions).set({ publishedAt: null }).where(eq(competitions.id, withdrawn.id));
    await t.ctx.db.update(eduProjects).set({ state: 'draft' }).where(eq(eduProjects.id, project.id));
    const after = await subjects();
    expect(after.get(invitedLater)).toEqual({ cpt: null, edu: null });
    expect(after.get(unpublishedLater)).toEqual({ cpt: null, edu: null });
    expect(after.get(question)).toEqual({ cpt: null, edu: null });
    expect((await call('GET', `/talkboard/v1?tb_id=${invitedLater}`)).json().data.subject).toEqual({ cpt: null, edu: null });
  });

  it("refuses a team post without its competition, subjects no visitor may see and subjects on a competition's board, in the request's language", async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const { competition } = await buildCompetition(t.ctx);
    const { competition: invited } = await buildCompetition(t.ctx, { input: { access: 'invited' } });
    const { project: draft } = await buildLearningProject(t.ctx, { state: 'draft' });
    const en = { 'accept-language': 'en' };
    const refused = async (fields: Record<string, unknown>) => {
      const response = await call('POST', '/talkboard/v3', author, { cpt_id: 0, title: 'x', content: 'y', ...fields }, en);
      expect(response.statusCode).toBe(400);
      return response.json().fields as { field: string; detail: string }[];
    };
    expect(await refused({ category: 'team' })).toMatchObject([{ field: 'subject_cpt_id', detail: 'Choose the competition you are forming a team for.' }]);
    expect((await refused({ category: 'team', subject_cpt_id: invited.id }))[0]).toMatchObject({
      field: 'subject_cpt_id',
      detail: 'Only a competition that everyone may see can be chosen.',
    });
    expect((await refused({ category: 'team', subject_cpt_id: 99_999_999 }))[0]!.field).toBe('subject_cpt_id');
    expect((await refused({ category: 'eduquestion', subject_edu_id: draft.id }))[0]).toMatchObject({
      field: 'subject_edu_id',
      detail: 'Only a published learning project can be chosen.',
    });
    expect((await refused({ cpt_id: competition.id, category: 'team', subject_cpt_id: competition.id }))[0]!.field).toBe('subject_cpt_id');
    expect((await refused({ category: 'team', subject_cpt_id: 'abc' }))[0]!.field).toBe('subject_cpt_id');
    const ko = await call('POST', '/talkboard/v3', author, { cpt_id: 0, title: 'x', content: 'y', category: 'team' });
    expect(ko.json().fields[0].detail).toBe('팀원을 모집할 대회를 골라 주세요.');

    // Nothing was stored, and an edit is held to the same rules.
    const post = await writePost(author, { category: 'general', title: 'Plain post' });
    expect((await call('PUT', '/talkboard/v3', author, { tb_id: post, title: 'x', content: 'y', category: 'team' })).statusCode).toBe(400);
    expect((await call('PUT', '/talkboard/v3', author, { tb_id: post, title: 'x', content: 'y', category: 'team', subject_cpt_id: competition.id })).statusCode).toBe(200);
    expect((await call('GET', `/talkboard/v1?tb_id=${post}`)).json().data.subject.cpt.id).toBe(competition.id);
  });

  it('counts new posts per tab since the member last opened it (30 days back at most), and from 24 hours back for visitors and unopened tabs', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const other = await buildSignedInUser(t.ctx.db);
    const write = (category: 'hiring' | 'tip', createdAt: Date, authorId = other.user.id) =>
      createPost(t.ctx.db, { competitionId: null, authorId, input: { title: 'post', content: 'body', category }, createdAt });

    const visitorBefore = await counts();
    const memberBefore = await counts(member);
    await write('hiring', hoursAgo(30));
    await write('hiring', hoursAgo(1));
    const visitorAfter = await counts();
    expect(visitorAfter.hiring).toBe(visitorBefore.hiring! + 1);
    expect(visitorAfter.forum).toBe(visitorBefore.forum! + 1);
    expect(visitorAfter.tips).toBe(visitorBefore.tips);
    expect((await counts(member)).hiring).toBe(memberBefore.hiring! + 1);

    // Opening the tab starts its count again; the member's own posts are never new to them.
    expect((await call('POST', '/v1/community/tabVisit', member, { tab: 'hiring' })).statusCode).toBe(200);
    expect((await counts(member)).hiring).toBe(0);
    await write('hiring', new Date(Date.now() + 1000));
    await write('hiring', new Date(Date.now() + 1000), member.user.id);
    const afterVisit = await counts(member);
    expect(afterVisit.hiring).toBe(1);
    expect(afterVisit.tips).toBe(memberBefore.tips);

    // A visit months ago counts the last 30 days only.
    await recordTabVisit(t.ctx.db, { userId: member.user.id, tab: 'tips', now: hoursAgo(90 * 24) });
    const longAgo = await counts(member);
    await write('tip', hoursAgo(60 * 24));
    await write('tip', hoursAgo(10 * 24));
    expect((await counts(member)).tips).toBe(longAgo.tips! + 1);

    expect((await call('POST', '/v1/community/tabVisit', undefined, { tab: 'hiring' })).statusCode).toBe(401);
    expect((await call('POST', '/v1/community/tabVisit', member, { tab: 'nope' })).statusCode).toBe(400);
  });

  it('gives the weekly popular talk and code of the Korean week, most liked then most read, only what everyone may see, cached for 240 s', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const { competition: invited } = await buildCompetition(t.ctx, { input: { access: 'invited' } });
    const write = async (options: { views: number; createdAt?: Date; competitionId?: number; hidden?: boolean }) => {
      const row = await createPost(t.ctx.db, {
        competitionId: options.competitionId ?? null,
        authorId: author.user.id,
        input: { title: 'weekly', content: 'body', category: 'general' },
        createdAt: options.createdAt,
      });
      await t.ctx.db
        .update(communityPosts)
        .set({ viewCount: options.views, voteCount: 100, hiddenAt: options.hidden ? new Date() : null })
        .where(isPost({ board: 'talk', postId: row.id }));
      return row.id;
    };
    const read = async () => (await call('GET', '/main/community_list?version=3')).json().data;
    const top = await write({ views: 900_000 });
    const second = await write({ views: 800_000 });
    const old = await write({ views: 990_000, createdAt: hoursAgo(8 * 24) });
    const hidden = await write({ views: 980_000, hidden: true });
    const secret = await write({ views: 970_000, competitionId: invited.id });
    t.ctx.cache.clear();
    const weekBefore = weekStart(new Date()).toISOString();
    const first = await read();
    expect(ids(first.talk).slice(0, 2)).toEqual([top, second]);
    for (const id of [old, hidden, secret]) expect(ids(first.talk)).not.toContain(id);
    expect([weekBefore, weekStart(new Date()).toISOString()]).toContain(first.since);
    expect(Array.isArray(first.code)).toBe(true);

    // Served from the cache until it expires (or is cleared): a newer favourite shows only then.
    const newer = await write({ views: 999_999 });
    expect(ids((await read()).talk)).not.toContain(newer);
    t.ctx.cache.clear();
    expect(ids((await read()).talk)[0]).toBe(newer);
  });

  it('starts the Korean week at midnight in Korea six days before today', () => {
    // 23:59:59 on 26 November in Korea: the week began on the 20th; a second later it begins on the 21st.
    expect(weekStart(new Date('2026-11-26T14:59:59Z')).toISOString()).toBe('2026-11-19T15:00:00.000Z');
    expect(weekStart(new Date('2026-11-26T15:00:00Z')).toISOString()).toBe('2026-11-20T15:00:00.000Z');
    expect(weekStart(new Date('2026-03-01T00:00:00Z')).toISOString()).toBe('2026-02-22T15:00:00.000Z');
  });
});
