import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TALK_INQUIRY_POSTS } from '@madang/contracts/talkboard';
import { buildSignedInUser, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedTalk } from '../talkboard/demo-talk.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The fixed inquiry posts (/forum/403890, /forum/406358) are ordinary forum posts that the demo's admin writes, so
 * that admin edits them in the forum's own editor; they keep their numbers, which the footer and community link to.
 */
describe('the fixed inquiry posts', () => {
  it('are edited by the admin who wrote them through the forum edit call, in both languages, and by no other member', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const others = await Promise.all(Array.from({ length: 8 }, () => buildUser(t.ctx.db).then((built) => built.user)));
    await seedTalk(t.ctx.db, { people: [admin.user, ...others], now: new Date() });
    const member = await buildSignedInUser(t.ctx.db);

    for (const [language, id] of [
      ['ko', TALK_INQUIRY_POSTS.hosting],
      ['en', TALK_INQUIRY_POSTS.learning],
    ] as const) {
      const text =
        language === 'ko'
          ? { title: '대회 개최 문의 (2027년)', content: '문의는 **댓글**로 남겨 주세요.' }
          : { title: 'Business training inquiries', content: 'Leave a **comment** here.' };
      const body = { tb_id: id, ...text, category: 'inquiry' };
      const refused = await t.app.inject({ method: 'PUT', url: '/api/talkboard/v3', headers: { ...member.headers, 'accept-language': 'en' }, payload: body });
      expect(refused.statusCode, `${id} by a member`).toBe(403);

      const saved = await t.app.inject({ method: 'PUT', url: '/api/talkboard/v3', headers: admin.headers, payload: body });
      expect(saved.statusCode, `${id} by the admin`).toBe(200);
      expect(saved.json().data).toEqual({ tb_id: id, cpt_id: 0 });
      const read = (await t.app.inject({ url: `/api/talkboard/v1?tb_id=${id}` })).json().data;
      expect(read).toMatchObject({ tbType: 'inquiry', title: text.title });
      expect(read.content).toBe(text.content);
    }
  });
});
