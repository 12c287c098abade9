import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyDocumentKeys } from '@madang/contracts';
import { httpErrorLogs } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform calls', () => {
  it('answers /healthz and serves the OpenAPI description at /api/docs', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/signup/simple', '/api/login/self_login', '/api/v1/log/httpErrorLog']));
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('stores client error reports with the reporting user', async () => {
    const { user, headers } = await buildSignedInUser(t.ctx.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/log/httpErrorLog',
      headers,
      payload: { url: '/api/competition/list', error: { status: 500 }, config: { method: 'get' }, userId: user.id, memo: 'list failed' },
    });
    expect(response.statusCode).toBe(201);
    const rows = await t.ctx.db.select().from(httpErrorLogs);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: user.id, url: '/api/competition/list', report: { memo: 'list failed', error: { status: 500 } } });
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/log/httpErrorLog', payload: { error: 'no url' } });
    expect(bad.statusCode).toBe(400);
  });

  it('lists country codes with Korea first, named in the request language', async () => {
    const en = (await t.app.inject({ url: '/api/signup/country_code', headers: { 'accept-language': 'en' } })).json();
    expect(en.data[0]).toEqual({ seq: 1, code2: 'KR', code: '82', text: 'South Korea +82' });
    const ko = (await t.app.inject({ url: '/api/signup/country_code' })).json();
    expect(ko.data[0].text).toBe('대한민국 +82');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', message: 'not_found' });
  });
});

describe('signed links', () => {
  it('signs the terms document and serves it until the link expires', async () => {
    const key = policyDocumentKeys.terms.ko;
    const signed = await t.app.inject({ url: `/api/v1/presigned-url/get-object?objectKey=${encodeURIComponent(key)}&responseType=text/plain` });
    // A path on the platform, so it works at any address the site is opened at, not only PUBLIC_URL.
    expect(signed.json().presignedUrl).toMatch(/^\/api\/files\?/);
    const presignedUrl = new URL(signed.json().presignedUrl, 'http://127.0.0.1:3000');
    const file = await t.app.inject({ url: presignedUrl.pathname + presignedUrl.search });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('마당 이용약관');
    expect(file.headers['content-type']).toBe('text/plain');

    const tampered = new URLSearchParams(presignedUrl.search);
    tampered.set('key', policyDocumentKeys.privacy.ko);
    expect((await t.app.inject({ url: `/api/files?${tampered}` })).statusCode).toBe(403);
  });

  it('refuses expired links and keys that are not public documents', async () => {
    const expired = await t.app.inject({ url: `/api/v1/presigned-url/get-object?objectKey=${policyDocumentKeys.privacy.en}&expiresIn=0` });
    expect(expired.statusCode).toBe(400);
    const url = t.ctx.storage.signedUrl(policyDocumentKeys.privacy.en, { expiresInSeconds: -5 });
    const gone = await t.app.inject({ url });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe('link_expired');
    const secret = await t.app.inject({ url: '/api/v1/presigned-url/get-object?objectKey=competitions/1/ground-truth.csv' });
    expect(secret.statusCode).toBe(403);
  });
});

describe('the outbox behind /devTest', () => {
  it('is closed in production', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production', SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://madang.example', MAIL_DISABLED: 'true' } });
    try {
      expect((await production.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
    expect((await t.app.inject({ url: '/api/dev/outbox' })).json().status).toBe(1);
  });
});
