import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqCategories, TERMS_NOTICE_ID, XP_GUIDE_NOTICE_ID } from '@madang/contracts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoFaq, demoNotices, seedNotices } from './demo-notices.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo notices and FAQ', () => {
  it('seeds the terms notice as 89 and the XP guide as 108, in both languages, and an FAQ in every category', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    await seedNotices(t.ctx.db, { authorUserId: admin.user.id, now: new Date() });

    const list = (await t.app.inject({ url: '/api/etc/notice_list' })).json().data;
    expect(list.total).toBe(demoNotices.length);
    const terms = (await t.app.inject({ url: `/api/etc/notice_data?nt_id=${TERMS_NOTICE_ID}`, headers: { 'accept-language': 'en' } })).json().data;
    expect(terms.title).toMatch(/terms of service/i);
    const xp = (await t.app.inject({ url: `/api/etc/notice_data?nt_id=${XP_GUIDE_NOTICE_ID}` })).json().data;
    expect(xp.title).toBe('XP와 레벨 안내');
    expect(xp.body).toContain('800');
    // Pinned notices lead the list; later notices are numbered past the fixed ids.
    expect(list.items.slice(0, 2).every((i: { is_top: number }) => i.is_top === 1)).toBe(true);
    expect(Math.max(...list.items.map((i: { nt_id: number }) => i.nt_id))).toBeGreaterThan(XP_GUIDE_NOTICE_ID);

    const faq = (await t.app.inject({ url: '/api/etc/faq_list', headers: { 'accept-language': 'en' } })).json().data as { category: string; question: string }[];
    expect(faq).toHaveLength(demoFaq.length);
    expect(new Set(faq.map((e) => e.category))).toEqual(new Set(faqCategories));
    expect(faq[0]!.question).toBe('I forgot my password.');
    expect((await t.app.inject({ url: '/api/v1/host/notices', headers: admin.headers })).json().data.every((n: { author: string }) => n.author === admin.user.name)).toBe(true);
  });
});
