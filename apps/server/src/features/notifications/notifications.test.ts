import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

async function addNotification(member: Member, overrides: Partial<typeof notifications.$inferInsert> = {}) {
  const [row] = await t.ctx.db
    .insert(notifications)
    .values({ userId: member.user.id, type: 'tb', tbId: 7, link: '', content: { ko: '새 댓글이 달렸습니다', en: 'A new comment' }, ...overrides })
    .returning();
  return row!;
}

const get = (url: string, member?: Member, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { ...member?.headers, ...headers } });
const post = (url: string, member?: Member, payload: Record<string, unknown> = {}) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: member?.headers ?? {}, payload });

describe('notification centre', () => {
  it("counts, lists and presents only the member's own notifications, newest first, in the request language", async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const other = await buildSignedInUser(t.ctx.db);
    const older = await addNotification(member, { createdAt: new Date(Date.now() - 60_000) });
    const newer = await addNotification(member, { type: 'urgent', tbId: null, link: 'https://example.com/x', content: { ko: '긴급 공지', en: 'Urgent notice' } });
    await addNotification(other);

    expect((await get('/gnb/noti_cnt', member)).json()).toEqual({ status: 1, message: 'ok', data: { count: 2 } });

    const list = (await get('/gnb/noti', member, { 'accept-language': 'en' })).json().data;
    expect(list).toMatchObject({ page: 1, page_size: 20, total: 2, unread: 2 });
    expect(list.items.map((i: { pkid: number }) => i.pkid)).toEqual([newer.id, older.id]);
    expect(list.items[0]).toEqual({
      pkid: newer.id,
      content: 'Urgent notice',
      c_time: newer.createdAt.toISOString(),
      is_read: 0,
      type: 'urgent',
      cpt_id: 0,
      tb_id: null,
      cs_id: null,
      is_official: 0,
      link: 'https://example.com/x',
    });
    expect((await get('/gnb/noti', member, { 'accept-language': 'ko' })).json().data.items[0].content).toBe('긴급 공지');
    expect(Object.keys(list.items[0])).not.toContain('userId');
  });

  it('pages through all notifications', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    for (let i = 0; i < 23; i += 1) await addNotification(member, { createdAt: new Date(Date.now() - i * 1000), tbId: i });
    const first = (await get('/gnb/noti_all?page=1', member)).json().data;
    const second = (await get('/gnb/noti_all?page=2', member)).json().data;
    expect(first).toMatchObject({ total: 23, unread: 23, page: 1 });
    expect(first.items).toHaveLength(20);
    expect(second.items.map((i: { tb_id: number }) => i.tb_id)).toEqual([20, 21, 22]);
    expect((await get('/gnb/noti_all', member)).json().data.page).toBe(1);
  });

  it('marks one read and then all read', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const first = await addNotification(member);
    await addNotification(member);
    await addNotification(member);
    const marked = await post('/gnb/noti', member, { pkid: first.id });
    expect(marked.json()).toEqual({ status: 1, message: 'ok', data: { count: 2 } });
    expect((await get('/gnb/noti', member)).json().data.items.find((i: { pkid: number }) => i.pkid === first.id).is_read).toBe(1);
    // Marking an already read notification again is harmless.
    expect((await post('/gnb/noti', member, { pkid: first.id })).statusCode).toBe(200);

    expect((await post('/gnb/noti_read_all', member)).json().data).toEqual({ count: 0 });
    expect((await get('/gnb/noti_cnt', member)).json().data.count).toBe(0);
    expect((await get('/gnb/noti', member)).json().data.items.every((i: { is_read: number }) => i.is_read === 1)).toBe(true);
  });

  it('deletes one, lowering the count, and then all', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const first = await addNotification(member);
    await addNotification(member);
    expect((await post('/gnb/noti_delete', member, { pkid: first.id })).json().data).toEqual({ count: 1 });
    expect((await get('/gnb/noti', member)).json().data.total).toBe(1);
    expect((await post('/gnb/noti_delete', member, { pkid: first.id })).statusCode).toBe(404);

    expect((await post('/gnb/noti_delete_all', member)).statusCode).toBe(200);
    expect((await get('/gnb/noti', member)).json().data).toMatchObject({ items: [], total: 0, unread: 0 });
  });

  it("does not let a member read, mark or delete another member's notification", async () => {
    const owner = await buildSignedInUser(t.ctx.db);
    const intruder = await buildSignedInUser(t.ctx.db);
    const note = await addNotification(owner);
    expect((await post('/gnb/noti', intruder, { pkid: note.id })).statusCode).toBe(404);
    expect((await post('/gnb/noti_delete', intruder, { pkid: note.id })).json()).toMatchObject({ code: 'not_found' });
    await post('/gnb/noti_read_all', intruder);
    await post('/gnb/noti_delete_all', intruder);
    const [row] = await t.ctx.db.select().from(notifications).where(eq(notifications.id, note.id));
    expect(row).toMatchObject({ isRead: false });
  });

  it('answers visitors with not login on every call', async () => {
    const calls = [
      get('/gnb/noti_cnt'),
      get('/gnb/noti'),
      get('/gnb/noti_all?page=1'),
      post('/gnb/noti', undefined, { pkid: 1 }),
      post('/gnb/noti_read_all'),
      post('/gnb/noti_delete', undefined, { pkid: 1 }),
      post('/gnb/noti_delete_all'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'not login' });
    }
  });

  it('refuses bad input', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    for (const payload of [{}, { pkid: 'abc' }, { pkid: 0 }, { pkid: -3 }, { pkid: 1.5 }]) {
      expect((await post('/gnb/noti', member, payload)).statusCode).toBe(400);
      expect((await post('/gnb/noti_delete', member, payload)).statusCode).toBe(400);
    }
    expect((await get('/gnb/noti_all?page=0', member)).statusCode).toBe(400);
    expect((await get('/gnb/noti_all?page=x', member)).statusCode).toBe(400);
    expect((await post('/gnb/noti', member, { pkid: 99_999_999 })).statusCode).toBe(404);
  });
});
