import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { noticeInputSchema, type NoticeInput } from '@madang/contracts';
import { faqEntries, notices } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createNotice } from './create-notice.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test counts and orders the whole table, so each starts from none.
beforeEach(async () => {
  await t.ctx.db.delete(notices);
  await t.ctx.db.delete(faqEntries);
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, body?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(body === undefined ? {} : { payload: body as object }) });
const en = { 'accept-language': 'en' };

const MINUTE = 60_000;
/** A notice written straight through the feature, `minutesAgo` old. */
async function addNotice(input: Partial<NoticeInput> & { title?: NoticeInput['title'] } = {}, minutesAgo = 0, id?: number) {
  const values = noticeInputSchema.parse({ title: { ko: '공지', en: 'Notice' }, body: { ko: '본문', en: 'Body' }, ...input });
  return createNotice(t.ctx.db, { input: values, authorUserId: null, createdAt: new Date(Date.now() - minutesAgo * MINUTE), ...(id ? { id } : {}) });
}

const noticeForm = (title = '새 공지') => ({ title: { ko: title, en: 'New notice' }, body: { ko: '# 제목\n내용', en: '# Title\nText' }, category: 'event' });
const faqForm = (question = '비밀번호를 잊었어요') => ({
  category: 'account',
  question: { ko: question, en: 'I forgot my password' },
  answer: { ko: '재설정하세요', en: 'Reset it' },
});

describe('public notice reads', () => {
  it('lists published notices pinned first, newest next, ten a page with the total', async () => {
    for (let i = 0; i < 12; i += 1) await addNotice({ title: { ko: `공지 ${i}`, en: `Notice ${i}` } }, 100 - i);
    const pinned = await addNotice({ title: { ko: '고정', en: 'Pinned' }, pinned: true }, 500);
    await addNotice({ title: { ko: '숨김', en: 'Hidden' }, published: false }, 1);

    const first = (await call('GET', '/etc/notice_list', en)).json();
    expect(first).toMatchObject({ status: 1, message: 'ok', data: { page: 1, page_size: 10, total: 13 } });
    expect(first.data.items).toHaveLength(10);
    expect(first.data.items[0]).toEqual({ nt_id: pinned.id, title: 'Pinned', category: 'general', is_top: 1, view_cnt: 0, c_time: pinned.createdAt.toISOString() });
    expect(first.data.items.slice(1, 3).map((i: { title: string }) => i.title)).toEqual(['Notice 11', 'Notice 10']);

    const second = (await call('GET', '/etc/notice_list?page=2')).json().data;
    expect(second.items.map((i: { title: string }) => i.title)).toEqual(['공지 2', '공지 1', '공지 0']);
    expect((await call('GET', '/etc/notice_list?page=9')).json().data).toMatchObject({ items: [], total: 13 });
    // The community tab's call gives the same list.
    expect((await call('GET', '/v1/community/getNotice?page=2')).json().data).toEqual(second);
  });

  it('answers a bad page with a validation error in the request language', async () => {
    const response = await call('GET', '/etc/notice_list?page=0', en);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', fields: [{ field: 'page', key: 'validation.too_small', detail: 'Please enter a value of at least 1.' }] });
  });

  it('shows a notice with its neighbours, and hides unpublished ones everywhere', async () => {
    const oldest = await addNotice({ title: { ko: '첫 공지', en: 'First' } }, 30);
    await addNotice({ title: { ko: '비공개', en: 'Draft' }, published: false }, 20);
    const middle = await addNotice({ title: { ko: '둘째 공지', en: 'Second' }, body: { ko: '**굵게**', en: '**bold**' }, category: 'update' }, 10);
    const newest = await addNotice({ title: { ko: '셋째 공지', en: 'Third' } }, 0);

    const detail = (await call('GET', `/etc/notice_data?nt_id=${middle.id}`, en)).json().data;
    expect(detail).toEqual({
      nt_id: middle.id,
      title: 'Second',
      category: 'update',
      is_top: 0,
      view_cnt: 0,
      c_time: middle.createdAt.toISOString(),
      u_time: middle.updatedAt.toISOString(),
      body: '**bold**',
      prev: { nt_id: oldest.id, title: 'First' },
      next: { nt_id: newest.id, title: 'Third' },
    });
    expect((await call('GET', `/etc/notice_data?nt_id=${oldest.id}`)).json().data).toMatchObject({ prev: null, next: { nt_id: middle.id, title: '둘째 공지' } });
    expect((await call('GET', `/etc/notice_data?nt_id=${newest.id}`)).json().data.next).toBeNull();

    const hidden = (await call('GET', '/etc/notice_list')).json().data.items.map((i: { title: string }) => i.title);
    expect(hidden).not.toContain('비공개');
  });

  it('answers a missing or unpublished notice with 404 and a bad id with 400', async () => {
    const draft = await addNotice({ published: false });
    for (const url of [`/etc/notice_data?nt_id=${draft.id}`, '/etc/notice_data?nt_id=999999']) {
      const response = await call('GET', url, en);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', detail: 'What you asked for could not be found.' });
    }
    const bad = await call('GET', '/etc/notice_data?nt_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation', fields: [{ field: 'nt_id' }] });
    expect((await call('GET', '/etc/notice_data')).json().fields[0]).toMatchObject({ field: 'nt_id', key: 'validation.required' });
  });

  it('falls back to Korean when the English text is empty', async () => {
    const koOnly = await addNotice({ title: { ko: '한국어만', en: '' }, body: { ko: '한국어 본문', en: '' } });
    const both = await addNotice({ title: { ko: '제목', en: 'Title' }, body: { ko: '본문', en: '' } }, 1);
    expect((await call('GET', `/etc/notice_data?nt_id=${koOnly.id}`, en)).json().data).toMatchObject({ title: '한국어만', body: '한국어 본문' });
    expect((await call('GET', `/etc/notice_data?nt_id=${both.id}`, en)).json().data).toMatchObject({ title: 'Title', body: '본문' });
    expect((await call('GET', `/etc/notice_data?nt_id=${both.id}`)).json().data).toMatchObject({ title: '제목', body: '본문' });
    expect((await call('GET', '/etc/notice_list', en)).json().data.items[0].title).toBe('한국어만');
  });

  it('counts a read of a published notice and nothing else', async () => {
    const notice = await addNotice();
    const draft = await addNotice({ published: false });
    expect((await call('POST', '/etc/notice_data/', {}, { nt_id: notice.id, read: 1 })).json()).toEqual({ status: 1, message: 'ok', data: { nt_id: notice.id, view_cnt: 1 } });
    // Another visitor (another address) through the path without the slash; the same visitor again counts nothing.
    const other = await t.app.inject({ method: 'POST', url: '/api/etc/notice_data', payload: { nt_id: String(notice.id) }, remoteAddress: '198.51.100.9' });
    expect(other.json().data.view_cnt).toBe(2);
    expect((await call('POST', '/etc/notice_data', {}, { nt_id: notice.id })).json().data.view_cnt).toBe(2);
    expect((await call('POST', '/etc/notice_data/', {}, { nt_id: notice.id, read: 0 })).json().data.view_cnt).toBe(2);
    expect((await call('POST', '/etc/notice_data/', {}, { nt_id: notice.id, read: '0' })).json().data.view_cnt).toBe(2);
    expect((await call('POST', '/etc/notice_data/', {}, { nt_id: notice.id, read: false })).json().data.view_cnt).toBe(2);
    expect((await call('POST', '/etc/notice_data/', {}, { nt_id: notice.id, read: 3 })).statusCode).toBe(400);
    expect((await call('GET', `/etc/notice_data?nt_id=${notice.id}`)).json().data.view_cnt).toBe(2);

    expect((await call('POST', '/etc/notice_data/', {}, { nt_id: draft.id })).statusCode).toBe(404);
    const bad = await call('POST', '/etc/notice_data/', en, { nt_id: -3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0]).toMatchObject({ field: 'nt_id', key: 'validation.too_small' });
    expect((await call('POST', '/etc/notice_data/', en, {})).json().fields[0]).toMatchObject({ field: 'nt_id', key: 'validation.required' });
  });

  it('gives the pinned published notices as the top list', async () => {
    const older = await addNotice({ title: { ko: '고정 1', en: 'Pinned 1' }, pinned: true }, 5);
    const newer = await addNotice({ title: { ko: '고정 2', en: 'Pinned 2' }, pinned: true }, 1);
    await addNotice({ title: { ko: '고정 숨김', en: 'Pinned draft' }, pinned: true, published: false });
    await addNotice({ title: { ko: '보통', en: 'Plain' } });
    const top = (await call('GET', '/etc/notice_top')).json().data;
    expect(top.map((i: { nt_id: number }) => i.nt_id)).toEqual([newer.id, older.id]);
  });

  it("keeps a chosen id (the spec's notices 89 and 108) and numbers later notices past it", async () => {
    const terms = await addNotice({ title: { ko: '약관', en: 'Terms' } }, 2, 89);
    const xp = await addNotice({ title: { ko: 'XP 안내', en: 'XP guide' } }, 1, 108);
    const later = await addNotice();
    expect([terms.id, xp.id]).toEqual([89, 108]);
    expect(later.id).toBeGreaterThan(108);
    expect((await call('GET', '/etc/notice_data?nt_id=89')).json().data.title).toBe('약관');
  });
});

describe('public FAQ', () => {
  it('lists published entries in order, in the request language with fallback', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const first = (await call('POST', '/v1/host/faq', admin.headers, faqForm('첫 질문'))).json().data;
    const second = (await call('POST', '/v1/host/faq', admin.headers, { ...faqForm('둘째 질문'), question: { ko: '둘째 질문', en: '' }, category: 'team' })).json().data;
    await call('POST', '/v1/host/faq', admin.headers, { ...faqForm('숨김'), published: false });
    const list = (await call('GET', '/etc/faq_list', en)).json().data;
    expect(list).toEqual([
      { faq_id: first.id, category: 'account', question: 'I forgot my password', answer: 'Reset it' },
      { faq_id: second.id, category: 'team', question: '둘째 질문', answer: 'Reset it' },
    ]);
  });
});

describe('notice and FAQ management', () => {
  it('answers 401 to visitors and 403 to members and hosts on every management call', async () => {
    const notice = await addNotice();
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const faq = (await call('POST', '/v1/host/faq', admin.headers, faqForm())).json().data;
    const member = await buildSignedInUser(t.ctx.db);
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const calls: { method: 'GET' | 'POST' | 'PUT'; url: string; body?: unknown }[] = [
      { method: 'GET', url: '/v1/host/notices' },
      { method: 'GET', url: `/v1/host/notices/${notice.id}` },
      { method: 'POST', url: '/v1/host/notices', body: noticeForm() },
      { method: 'PUT', url: `/v1/host/notices/${notice.id}`, body: noticeForm() },
      { method: 'POST', url: `/v1/host/notices/${notice.id}/pin`, body: { pinned: true } },
      { method: 'POST', url: `/v1/host/notices/${notice.id}/publish`, body: { published: false } },
      { method: 'POST', url: `/v1/host/notices/${notice.id}/delete` },
      { method: 'GET', url: '/v1/host/faq' },
      { method: 'GET', url: `/v1/host/faq/${faq.id}` },
      { method: 'POST', url: '/v1/host/faq', body: faqForm() },
      { method: 'PUT', url: `/v1/host/faq/${faq.id}`, body: faqForm() },
      { method: 'POST', url: `/v1/host/faq/${faq.id}/move`, body: { direction: 'up' } },
      { method: 'POST', url: `/v1/host/faq/${faq.id}/delete` },
    ];
    for (const c of calls) {
      const visitor = await call(c.method, c.url, {}, c.body);
      expect(visitor.statusCode, `${c.method} ${c.url}`).toBe(401);
      expect(visitor.json().message).toBe('not login');
      for (const who of [member, host]) {
        const refused = await call(c.method, c.url, { ...who.headers, ...en }, c.body);
        expect(refused.statusCode, `${c.method} ${c.url}`).toBe(403);
        expect(refused.json()).toMatchObject({ message: 'admin_only', detail: 'Only an administrator can do this.' });
      }
    }
    // Nothing changed.
    expect((await call('GET', `/etc/notice_data?nt_id=${notice.id}`)).json().data).toMatchObject({ title: '공지', is_top: 0 });
    expect((await call('GET', '/etc/faq_list')).json().data).toHaveLength(1);
  });

  it('lets an admin write, edit, pin, unpublish and delete a notice', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const created = await call('POST', '/v1/host/notices', admin.headers, noticeForm('  대회 일정 안내  '));
    expect(created.statusCode).toBe(200);
    const notice = created.json().data;
    expect(notice).toMatchObject({ title: { ko: '대회 일정 안내', en: 'New notice' }, category: 'event', pinned: false, published: true, view_count: 0, author: admin.user.name });
    const id = notice.id as number;

    const edited = (await call('PUT', `/v1/host/notices/${id}`, admin.headers, { ...noticeForm('고친 공지'), body: { ko: '고친 본문', en: '' } })).json().data;
    expect(edited).toMatchObject({ title: { ko: '고친 공지' }, body: { ko: '고친 본문', en: '' }, author: admin.user.name });
    expect((await call('GET', `/etc/notice_data?nt_id=${id}`, en)).json().data.body).toBe('고친 본문');

    expect((await call('POST', `/v1/host/notices/${id}/pin`, admin.headers, { pinned: true })).json().data.pinned).toBe(true);
    expect((await call('GET', '/etc/notice_top')).json().data.map((i: { nt_id: number }) => i.nt_id)).toEqual([id]);

    expect((await call('POST', `/v1/host/notices/${id}/publish`, admin.headers, { published: false })).json().data.published).toBe(false);
    expect((await call('GET', `/etc/notice_data?nt_id=${id}`)).statusCode).toBe(404);
    expect((await call('GET', '/v1/host/notices', admin.headers)).json().data.map((n: { id: number }) => n.id)).toEqual([id]);
    expect((await call('GET', `/v1/host/notices/${id}`, admin.headers)).json().data.published).toBe(false);

    expect((await call('POST', `/v1/host/notices/${id}/delete`, admin.headers)).json().data).toEqual({ deleted: true });
    expect((await call('GET', `/v1/host/notices/${id}`, admin.headers)).statusCode).toBe(404);
  });

  it('opens a notice as a home-page popup until its popup date, with a plain excerpt', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const until = new Date(Date.now() + 3 * 24 * 60 * MINUTE).toISOString();
    const body = { ko: '## 점검 안내\n**토요일** 02시부터 [안내](https://example.com) 참고', en: '## Maintenance\nFrom **Saturday** 02:00' };
    const created = (await call('POST', '/v1/host/notices', admin.headers, { ...noticeForm('점검'), body, popup_until: until })).json().data;
    expect(created.popup_until).toBe(until);
    const pinned = await addNotice({ title: { ko: '고정', en: 'Pinned' }, pinned: true }, 5);
    await addNotice({ title: { ko: '지난 팝업', en: 'Past popup' }, popup_until: new Date(Date.now() - MINUTE).toISOString() }, 1);

    const top = (await call('GET', '/etc/notice_top', en)).json().data;
    expect(top.map((i: { nt_id: number; is_popup: number; is_top: number }) => [i.nt_id, i.is_popup, i.is_top])).toEqual([
      [created.id, 1, 0],
      [pinned.id, 0, 1],
    ]);
    expect(top[0]).toMatchObject({ title: 'New notice', popup_until: until, excerpt: 'Maintenance From Saturday 02:00' });
    expect(top[1].excerpt).toBe('');

    // Clearing the date ends the popup; the notice itself stays.
    await call('PUT', `/v1/host/notices/${created.id}`, admin.headers, { ...noticeForm('점검'), body, popup_until: null });
    expect((await call('GET', '/etc/notice_top')).json().data.map((i: { nt_id: number }) => i.nt_id)).toEqual([pinned.id]);
  });

  it('refuses a popup date that is not a date-time, naming the field', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const response = await call('POST', '/v1/host/notices', { ...admin.headers, ...en }, { ...noticeForm(), popup_until: 'next week' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject([{ field: 'popup_until' }]);
    expect((await call('GET', '/v1/host/notices', admin.headers)).json().data).toEqual([]);
  });

  it('answers 404 for a notice or FAQ entry that does not exist', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const missing: { method: 'GET' | 'POST' | 'PUT'; url: string; body?: unknown }[] = [
      { method: 'GET', url: '/v1/host/notices/999999' },
      { method: 'PUT', url: '/v1/host/notices/999999', body: noticeForm() },
      { method: 'POST', url: '/v1/host/notices/999999/pin', body: { pinned: true } },
      { method: 'POST', url: '/v1/host/notices/999999/publish', body: { published: true } },
      { method: 'POST', url: '/v1/host/notices/999999/delete' },
      { method: 'GET', url: '/v1/host/faq/999999' },
      { method: 'PUT', url: '/v1/host/faq/999999', body: faqForm() },
      { method: 'POST', url: '/v1/host/faq/999999/move', body: { direction: 'down' } },
      { method: 'POST', url: '/v1/host/faq/999999/delete' },
    ];
    for (const c of missing) expect((await call(c.method, c.url, admin.headers, c.body)).statusCode, c.url).toBe(404);
  });

  it('refuses a notice without a Korean title, an over-long body or an unknown kind, saying why', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const noTitle = await call('POST', '/v1/host/notices', { ...admin.headers, ...en }, { ...noticeForm(), title: { ko: '   ', en: 'Only English' } });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toMatchObject({ code: 'validation', fields: [{ field: 'title.ko', key: 'validation.required', detail: 'This field is required.' }] });

    const long = await call('POST', '/v1/host/notices', admin.headers, { ...noticeForm(), body: { ko: 'ㄱ'.repeat(20_001), en: '' } });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual([{ field: 'body.ko', key: 'validation.too_long', params: { max: 20000 }, detail: '20000자 이하로 입력해 주세요.' }]);

    const kind = await call('PUT', '/v1/host/notices/1', admin.headers, { ...noticeForm(), category: 'gossip' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().fields[0]).toMatchObject({ field: 'category', key: 'validation.invalid_value' });

    const faq = await call('POST', '/v1/host/faq', admin.headers, { category: 'account', question: { ko: '', en: 'Q' }, answer: { ko: 'A' } });
    expect(faq.statusCode).toBe(400);
    expect(faq.json().fields[0]).toMatchObject({ field: 'question.ko', key: 'validation.required' });
    expect((await call('POST', '/v1/host/faq/1/move', admin.headers, { direction: 'sideways' })).statusCode).toBe(400);
    expect((await call('GET', '/etc/notice_list')).json().data.total).toBe(0);
  });

  it('lets an admin edit, reorder within a category and delete FAQ entries', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const add = async (q: string, category = 'account') => (await call('POST', '/v1/host/faq', admin.headers, { ...faqForm(q), category })).json().data as { id: number };
    const a = await add('가');
    const other = await add('다른 분류', 'team');
    const b = await add('나');
    const c = await add('다');
    const order = async () =>
      ((await call('GET', '/etc/faq_list')).json().data as { faq_id: number; category: string }[]).filter((e) => e.category === 'account').map((e) => e.faq_id);
    expect(await order()).toEqual([a.id, b.id, c.id]);

    // Moving up passes over the entry of another category to the previous one of its own.
    await call('POST', `/v1/host/faq/${b.id}/move`, admin.headers, { direction: 'up' });
    expect(await order()).toEqual([b.id, a.id, c.id]);
    await call('POST', `/v1/host/faq/${b.id}/move`, admin.headers, { direction: 'up' });
    expect(await order()).toEqual([b.id, a.id, c.id]);
    await call('POST', `/v1/host/faq/${a.id}/move`, admin.headers, { direction: 'down' });
    expect(await order()).toEqual([b.id, c.id, a.id]);
    expect((await call('GET', '/etc/faq_list')).json().data.filter((e: { category: string }) => e.category === 'team')).toHaveLength(1);

    const edited = (await call('PUT', `/v1/host/faq/${other.id}`, admin.headers, { ...faqForm('고친 질문'), category: 'submission', published: false })).json().data;
    expect(edited).toMatchObject({ category: 'submission', question: { ko: '고친 질문' }, published: false });
    expect((await call('GET', '/etc/faq_list')).json().data.map((e: { faq_id: number }) => e.faq_id)).not.toContain(other.id);
    expect((await call('GET', '/v1/host/faq', admin.headers)).json().data).toHaveLength(4);

    expect((await call('POST', `/v1/host/faq/${c.id}/delete`, admin.headers)).json().data).toEqual({ deleted: true });
    expect(await order()).toEqual([b.id, a.id]);
  });
});
