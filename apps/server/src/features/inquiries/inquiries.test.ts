import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hostingInquiries, mailOutbox } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { INQUIRY_RATE_LIMIT } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
/** Each test sends from its own address, so the per-address limit is counted per test. */
const nextAddress = () => `10.20.0.${(address += 1)}`;

const form = (overrides: Record<string, unknown> = {}) => ({
  organization: '마당대학교',
  name: '김담당',
  email: 'Contact@Example.org',
  phone: '+82 10-1234-5678',
  kind: 'competition',
  message: '학생 대상 이미지 분류 대회를 열고 싶습니다.',
  ...overrides,
});

const send = (body: unknown, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/inquiries', payload: body as object, remoteAddress: options.remoteAddress ?? nextAddress(), headers: options.headers ?? {} });

describe('sending an inquiry', () => {
  it('stores it for a visitor without an account and mails every admin', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const organization = `기관 ${Date.now()}`;
    const response = await send(form({ organization }));
    expect(response.statusCode).toBe(200);
    const { id } = response.json().data;
    const [row] = await t.ctx.db.select().from(hostingInquiries).where(eq(hostingInquiries.id, id));
    expect(row).toMatchObject({ organization, email: 'contact@example.org', userId: null, handledAt: null });
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, admin.user.email));
    expect(mails.map((m) => m.subject)).toContain(`[마당] 대회 개최 문의: ${organization}`);
    expect(mails.find((m) => m.subject.includes(organization))?.text).toContain('학생 대상 이미지 분류 대회');
    expect(mails.find((m) => m.subject.includes(organization))?.text).toContain('종류: 데이터 분석 대회');
  });

  it('names each bad field in the visitor language', async () => {
    const response = await send(form({ organization: ' ', email: 'not-an-address', phone: 'call me', kind: 'party', message: 'hi' }), { headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    const fields = Object.fromEntries(response.json().fields.map((f: { field: string; detail: string }) => [f.field, f.detail]));
    expect(fields).toEqual({
      organization: 'This field is required.',
      email: expect.stringMatching(/e-?mail/i),
      phone: 'Please enter a phone number with digits, spaces, +, - or parentheses only.',
      kind: 'This value is not allowed.',
      message: 'Too short: use at least 10 characters.',
    });
    expect(Object.keys(fields)).not.toContain('name');
  });

  it('refuses a message over the bound instead of storing it', async () => {
    const response = await send(form({ message: 'x'.repeat(5_001) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([expect.objectContaining({ field: 'message' })]);
  });

  it('limits one address to a few an hour, other addresses still pass', async () => {
    const remoteAddress = nextAddress();
    for (let i = 0; i < INQUIRY_RATE_LIMIT.max; i += 1) expect((await send(form(), { remoteAddress })).statusCode).toBe(200);
    const refused = await send(form(), { remoteAddress, headers: { 'accept-language': 'ko' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect((await send(form())).statusCode).toBe(200);
  });

  it('refuses a browser post from another site', async () => {
    const response = await send(form(), { headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('bad_origin');
  });
});

describe('the console list', () => {
  it('is for admins only: visitors get 401, members and hosts 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/host/inquiries' })).statusCode).toBe(401);
    for (const role of ['member', 'host'] as const) {
      const user = await buildSignedInUser(t.ctx.db, { role });
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/host/inquiries', headers: user.headers })).statusCode).toBe(403);
      const mark = await t.app.inject({ method: 'POST', url: '/api/v1/host/inquiries/1/handled', headers: user.headers, payload: { handled: true } });
      expect(mark.statusCode).toBe(403);
    }
  });

  it('lists the newest first and marks one handled and open again', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const { id } = (await send(form({ organization: '가장 최근 기관' }))).json().data;
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/host/inquiries', headers: admin.headers })).json().data;
    expect(list[0]).toMatchObject({ id, organization: '가장 최근 기관', handled: false, kind: 'competition', phone: '+82 10-1234-5678' });

    const mark = (handled: boolean) => t.app.inject({ method: 'POST', url: `/api/v1/host/inquiries/${id}/handled`, headers: admin.headers, payload: { handled } });
    expect((await mark(true)).json().data.handled).toBe(true);
    const [row] = await t.ctx.db.select().from(hostingInquiries).where(eq(hostingInquiries.id, id));
    expect(row?.handledBy).toBe(admin.user.id);
    expect((await mark(false)).json().data.handled).toBe(false);
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/host/inquiries/999999/handled', headers: admin.headers, payload: { handled: true } });
    expect(missing.statusCode).toBe(404);
  });
});
