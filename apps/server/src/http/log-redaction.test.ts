import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { buildUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ ctx: t.ctx, logger: { level: 'info', stream }, webDistDir: path.join(t.config.dataDir, 'no-web-build') });
  // A careless log line of the future: the whole request, its headers and its body, then an error that names a token.
  app.post('/api/log-probe', async (request) => {
    request.log.info({ req: request, headers: request.headers, body: request.body }, 'probe');
    throw new Error(`probe failed for ${(request.body as { token: string }).token} with password=${(request.body as { password: string }).password}`);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('the log', () => {
  it('holds no password, token, code, cookie or signature from the query, the headers or the body', async () => {
    const { user, password } = await buildUser(t.ctx.db, { password: 'pw-in-the-query-4821' });
    const secrets = {
      queryPassword: password,
      apiToken: 'mdg_headerapitoken4821',
      pathToken: 'mdg_pathapitoken4821',
      session: 'session-cookie-4821',
      verification: 'verification-token-4821',
      signature: 'file-signature-4821',
      oauthCode: 'oauth-code-4821',
      bodyPassword: 'pw-in-the-body-4821',
      bodyToken: 'mdg_bodyapitoken4821',
      bodyCode: 'sms-code-4821',
    };
    const headers = { authorization: `Bearer ${secrets.apiToken}`, cookie: `token=${secrets.session}` };
    await app.inject({ url: `/api/login/self_login?${new URLSearchParams({ mail: user.email, password, returnTo: '/' })}` });
    await app.inject({ url: `/api/login/self_login?mail=${encodeURIComponent(user.email)}&Password=${password}`, headers: { 'sec-fetch-site': 'cross-site' } });
    await app.inject({ url: `/api/signup/verify?id=1&token=${secrets.verification}&type=signup`, headers });
    await app.inject({ url: `/api/files?key=a.csv&expires=1&sig=${secrets.signature}` });
    await app.inject({ url: `/api/login/google/callback?code=${secrets.oauthCode}&state=x` });
    await app.inject({ url: `/api/v1/unknown/${secrets.pathToken}`, headers });
    await app.inject({ method: 'POST', url: '/api/login/self_login', headers, payload: { mail: user.email, password: secrets.bodyPassword } });
    const probe = await app.inject({
      method: 'POST',
      url: '/api/log-probe',
      headers,
      payload: { password: secrets.bodyPassword, token: secrets.bodyToken, code: secrets.bodyCode },
    });
    expect(probe.statusCode).toBe(500);

    const log = lines.join('');
    // The lines are there: the test would see a secret if one were written.
    expect(log).toContain('/api/login/self_login?mail=');
    expect(log).toContain('probe failed for');
    expect(log).toContain('[redacted]');
    for (const [name, value] of Object.entries(secrets)) expect(log, name).not.toContain(value);
  });
});
