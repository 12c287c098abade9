import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityTalkTabs, TALK_INQUIRY_POSTS } from '@madang/contracts/talkboard';
import { buildCompetition, buildSignedInUser, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedTalk } from './demo-talk.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo talk', () => {
  it('seeds the fixed inquiry posts, forum and board posts with comments, and numbers new posts after the fixed ones', async () => {
    const people = await Promise.all(Array.from({ length: 9 }, () => buildUser(t.ctx.db).then((built) => built.user)));
    const { competition } = await buildCompetition(t.ctx);
    await seedTalk(t.ctx.db, { people, now: new Date() });

    const hosting = (await t.app.inject({ url: `/api/talkboard/v1?tb_id=${TALK_INQUIRY_POSTS.hosting}` })).json().data;
    expect(hosting).toMatchObject({ cpt_id: 0, tbType: 'inquiry', title: expect.stringContaining('대회 개최 문의') });
    expect((await t.app.inject({ url: `/api/talkboard/v1?tb_id=${TALK_INQUIRY_POSTS.learning}` })).statusCode).toBe(200);

    const forum = (await t.app.inject({ url: '/api/talkboard/v3/list?cpt_id=0' })).json().data;
    expect(forum.total).toBe(27);
    // Every community tab has posts, in Korean and in English.
    for (const tab of communityTalkTabs) {
      const items = (await t.app.inject({ url: `/api/talkboard/v3/list?tab=${encodeURIComponent(tab)}` })).json().data.items as { title: string }[];
      expect(
        items.some((item) => /[가-힣]/.test(item.title)),
        tab,
      ).toBe(true);
      expect(
        items.some((item) => !/[가-힣]/.test(item.title)),
        tab,
      ).toBe(true);
    }
    const team = (await t.app.inject({ url: '/api/talkboard/v3/list?tab=teams' })).json().data.items[0];
    expect(team.subject.cpt.id).toBe(competition.id);
    const discussed = (await t.app.inject({ url: '/api/talkboard/v3/list?cpt_id=0&category=question' }))
      .json()
      .data.items.find((p: { comment_count: number }) => p.comment_count >= 3);
    expect(discussed).toBeDefined();
    const board = (await t.app.inject({ url: `/api/talkboard/v3/list?cpt_id=${competition.id}` })).json().data;
    expect(board.total).toBe(2);

    const member = await buildSignedInUser(t.ctx.db);
    const fresh = (await t.app.inject({ method: 'POST', url: '/api/talkboard/v3', headers: member.headers, payload: { title: 'new', content: 'post' } })).json().data;
    expect(fresh.tb_id).toBeGreaterThan(TALK_INQUIRY_POSTS.learning);
    const comments = (await t.app.inject({ url: `/api/reply?type=tb&content_id=${discussed.tb_id}` })).json().data;
    expect(comments.every((c: { edited: boolean }) => !c.edited)).toBe(true);
  });
});
