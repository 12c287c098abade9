import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompetition, buildSignedInUser, joinCompetition } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
let member: Awaited<ReturnType<typeof buildSignedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
  member = await buildSignedInUser(t.ctx.db);
  const { competition } = await buildCompetition(t.ctx, { hostUserId: admin.user.id });
  await joinCompetition(t.ctx.db, competition, member.user);
});
afterAll(() => t.close());

const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json', 'accept-language': 'en' });
const keysOf = (response: { json(): { fields?: { key: string }[] } }) => response.json().fields?.map((field) => field.key) ?? [];

/** Each of these reached PostgreSQL and came back as a 500 before the schemas were bounded. */
describe('values the database cannot hold', () => {
  it('refuses ids past int4 in paths, queries and bodies', async () => {
    const inPath = await t.app.inject({ url: '/api/v1/host/competitions/2147483648', headers: admin.headers });
    const inQuery = await t.app.inject({ url: '/api/competition/user_team_info?cpt_id=2147483648', headers: member.headers });
    const inBody = await t.app.inject({ method: 'POST', url: '/api/competition/join_alone', headers: json(member.headers), payload: { cpt_id: 2_147_483_648 } });
    for (const response of [inPath, inQuery, inBody]) expect(response.statusCode, response.body).toBe(400);
  });

  it('refuses NUL in a query and in JSON with its own message', async () => {
    const inQuery = await t.app.inject({ url: '/api/search/getResult?keyword=a%00b', headers: { 'accept-language': 'en' } });
    expect(inQuery.statusCode).toBe(400);
    expect(keysOf(inQuery)).toContain('validation.invalid_characters');
    const inJson = await t.app.inject({ method: 'POST', url: '/api/v1/log/httpErrorLog', headers: json({}), payload: { url: '/x', data: { note: 'a\u0000b' } } });
    expect(inJson.statusCode).toBe(400);
    expect(keysOf(inJson)).toContain('validation.invalid_characters');
  });

  it('refuses a notice popup ending in year 0000 and a competition starting in year 275760', async () => {
    const notice = { title: { ko: '공지' }, body: { ko: '본문' }, popup_until: '0000-01-01T00:00:00Z' };
    const popup = await t.app.inject({ method: 'POST', url: '/api/v1/host/notices', headers: json(admin.headers), payload: notice });
    expect(popup.statusCode).toBe(400);
    expect(keysOf(popup)).toEqual(['validation.invalid_date']);
    const form = { slug: 'far-future', title: { ko: 'x', en: 'x' }, starts_at: '+275760-09-13T00:00:00.000Z', ends_at: '2026-02-01T00:00:00Z', metric: 'rmse' };
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/host/competitions', headers: json(admin.headers), payload: form })).statusCode).toBe(400);
  });

  it('refuses limits and prize amounts past int4 in the competition form', async () => {
    const form = { slug: 'big-prize', title: { ko: 'x', en: 'x' }, starts_at: '2026-01-01T00:00:00Z', ends_at: '2026-02-01T00:00:00Z', metric: 'rmse' };
    for (const extra of [{ total_limit: 2_147_483_648 }, { prizes: [{ rank: 1, amount: 2_147_483_648, label: { ko: '', en: '' } }] }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/host/competitions', headers: json(admin.headers), payload: { ...form, ...extra } });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
    }
  });

  it('refuses a profile update that changes nothing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/myinfo/update/v2', headers: json(member.headers), payload: {} });
    expect(response.statusCode).toBe(400);
    expect(keysOf(response)).toEqual(['validation.nothing_to_change']);
  });
});
