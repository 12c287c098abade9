import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TALK_INQUIRY_POSTS } from '@madang/contracts/talkboard';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { installInquiryPosts } from './inquiry-posts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The fixed inquiry posts (/forum/403890, /forum/406358) that the footer and the community link to exist on every
 * installation, written by no member; every admin edits them in the forum's own editor, in both languages.
 */
describe('the fixed inquiry posts', () => {
  it('are installed once, written by no member, and new posts number on after them', async () => {
    await installInquiryPosts(t.ctx.db);
    await installInquiryPosts(t.ctx.db);
    for (const id of Object.values(TALK_INQUIRY_POSTS)) {
      const read = (await t.app.inject({ url: `/api/talkboard/v1?tb_id=${id}` })).json().data;
      expect(read).toMatchObject({ tb_id: id, cpt_id: 0, tbType: 'inquiry' });
      expect(read.author).toBeNull();
    }
    const forum = (await t.app.inject({ url: '/api/talkboard/v3/list?cpt_id=0&category=inquiry' })).json().data;
    expect(forum.total).toBe(2);

    const writer = await buildSignedInUser(t.ctx.db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/talkboard/v3',
      headers: writer.headers,
      payload: { cpt_id: 0, title: '첫 글', content: '안녕하세요', category: 'general' },
    });
    expect(created.json().data.tb_id).toBeGreaterThan(TALK_INQUIRY_POSTS.learning);
  });

  it('are edited by any admin through the forum edit call, in both languages, and by no member', async () => {
    await installInquiryPosts(t.ctx.db);
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const member = await buildSignedInUser(t.ctx.db);

    for (const [language, id] of [
      ['ko', TALK_INQUIRY_POSTS.hosting],
      ['en', TALK_INQUIRY_POSTS.learning],
    ] as const) {
      const text =
        language === 'ko'
          ? { title: '대회 개최 문의 (2027년)', content: '문의는 **댓글**로 남겨 주세요.' }
          : { title: 'Business training inquiries', content: 'Leave a **comment** here.' };
      const asAdmin = (await t.app.inject({ url: `/api/talkboard/v1?tb_id=${id}`, headers: admin.headers })).json().data;
      expect(asAdmin).toMatchObject({ is_mine: false, can_edit: true });
      expect((await t.app.inject({ url: `/api/talkboard/v1?tb_id=${id}`, headers: member.headers })).json().data.can_edit).toBe(false);
      const body = { tb_id: id, ...text, category: 'inquiry' };
      const refused = await t.app.inject({ method: 'PUT', url: '/api/talkboard/v3', headers: { ...member.headers, 'accept-language': 'en' }, payload: body });
      expect(refused.statusCode, `${id} by a member`).toBe(403);

      const saved = await t.app.inject({ method: 'PUT', url: '/api/talkboard/v3', headers: admin.headers, payload: body });
      expect(saved.statusCode, `${id} by an admin`).toBe(200);
      expect(saved.json().data).toEqual({ tb_id: id, cpt_id: 0 });
      const read = (await t.app.inject({ url: `/api/talkboard/v1?tb_id=${id}` })).json().data;
      expect(read).toMatchObject({ tbType: 'inquiry', title: text.title });
      expect(read.content).toBe(text.content);
    }
  });

  it('leave other posts to their authors, admins included', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const writer = await buildSignedInUser(t.ctx.db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/talkboard/v3',
      headers: writer.headers,
      payload: { cpt_id: 0, title: '내 글', content: '본문', category: 'general' },
    });
    const tb_id = created.json().data.tb_id;
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/talkboard/v3',
      headers: admin.headers,
      payload: { tb_id, title: '바꾼 글', content: '본문', category: 'general' },
    });
    expect(edit.statusCode).toBe(403);
  });
});
