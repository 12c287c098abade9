import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createSession } from '../accounts/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('personal API tokens', () => {
  it('shows a new token once, lists it without the secret and stores only its hash', async () => {
    const { headers } = await buildSignedInUser(t.ctx.db);
    const created = await t.app.inject({ method: 'POST', url: '/api/myinfo/token/create', headers, payload: { name: '노트북' } });
    expect(created.statusCode).toBe(201);
    const { token, item } = created.json().data;
    expect(token).toMatch(/^mdg_[\w-]{43}$/);
    expect(item).toMatchObject({ name: '노트북', scope: 'submission', prefix: token.slice(0, 10), last_used_at: null });

    const list = (await t.app.inject({ url: '/api/v1/myinfo/tokens', headers })).json();
    expect(list.data).toEqual([item]);
    expect(JSON.stringify(list)).not.toContain(token);
    const stored = await t.ctx.db.select().from(apiTokens);
    expect(stored.some((row) => row.tokenHash === token || row.tokenHash.includes(token))).toBe(false);
  });

  it('opens no session call: a token is not a login', async () => {
    const { headers } = await buildSignedInUser(t.ctx.db);
    const { token } = (await t.app.inject({ method: 'POST', url: '/api/myinfo/token/create', headers, payload: {} })).json().data;
    const asToken = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/myinfo', headers: asToken })).json().message).toBe('not login');
    const makeMore = await t.app.inject({ method: 'POST', url: '/api/myinfo/token/create', headers: asToken, payload: {} });
    expect(makeMore.statusCode).toBe(401);
  });

  it('revokes and reissues only one’s own tokens', async () => {
    const owner = await buildSignedInUser(t.ctx.db);
    const stranger = await buildSignedInUser(t.ctx.db);
    const { item } = (await t.app.inject({ method: 'POST', url: '/api/myinfo/token/create', headers: owner.headers, payload: {} })).json().data;

    const foreign = await t.app.inject({ method: 'POST', url: '/api/myinfo/token/expire', headers: stranger.headers, payload: { id: item.id } });
    expect(foreign.statusCode).toBe(404);

    const reissued = await t.app.inject({ method: 'POST', url: `/api/v1/myinfo/tokens/${item.id}/reissue`, headers: owner.headers });
    expect(reissued.statusCode).toBe(201);
    const fresh = reissued.json().data.item;
    expect(fresh.id).not.toBe(item.id);
    expect(fresh.name).toBe(item.name);

    const revoke = await t.app.inject({ method: 'POST', url: '/api/myinfo/token/expire', headers: owner.headers, payload: { id: fresh.id } });
    expect(revoke.json().status).toBe(1);
    expect((await t.app.inject({ url: '/api/v1/myinfo/tokens', headers: owner.headers })).json().data).toEqual([]);
    const twice = await t.app.inject({ method: 'POST', url: '/api/myinfo/token/expire', headers: owner.headers, payload: { id: fresh.id } });
    expect(twice.statusCode).toBe(404);
  });

  it('stops every token and every other session when the password changes', async () => {
    const owner = await buildSignedInUser(t.ctx.db);
    const otherDevice = await createSession(t.ctx.db, owner.user.id);
    const { token } = (await t.app.inject({ method: 'POST', url: '/api/myinfo/token/create', headers: owner.headers, payload: {} })).json().data;
    const useToken = () => t.app.inject({ url: '/api/v1/submissions/2147483000', headers: { authorization: `Bearer ${token}` } });
    expect((await useToken()).statusCode).toBe(404);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/myinfo/update/v2',
      headers: owner.headers,
      payload: { currentPassword: owner.password, newPassword: 'a-new-password-1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await useToken()).json()).toMatchObject({ message: 'invalid_api_token' });
    expect((await t.app.inject({ url: '/api/v1/myinfo/tokens', headers: owner.headers })).json().data).toEqual([]);
    expect((await t.app.inject({ url: '/api/myinfo', headers: { authorization: `Bearer ${otherDevice}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/myinfo', headers: owner.headers })).statusCode).toBe(200);
  });

  it('allows five live tokens at most, with a clear message', async () => {
    const { headers } = await buildSignedInUser(t.ctx.db);
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/api/myinfo/token/create', headers, payload: { name: `t${i}` } })).statusCode).toBe(201);
    }
    const sixth = await t.app.inject({ method: 'POST', url: '/api/myinfo/token/create', headers: { ...headers, 'accept-language': 'en' }, payload: {} });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ message: 'token_limit', detail: 'You can have up to 5 tokens. Please revoke one you no longer use.' });
  });

  it('needs a session and a sensible name', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/myinfo/token/create', payload: {} })).statusCode).toBe(401);
    const { headers } = await buildSignedInUser(t.ctx.db);
    const long = await t.app.inject({ method: 'POST', url: '/api/myinfo/token/create', headers, payload: { name: 'x'.repeat(41) } });
    expect(long.json().fields[0]).toMatchObject({ field: 'name', key: 'validation.too_long' });
  });
});
