import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

const unique = () => Math.random().toString(36).slice(2, 10);
const signupBody = (extra: Record<string, unknown> = {}) => {
  const id = unique();
  return { email: `human-${id}@example.com`, password: 'password123', name: `h${id}`, terms: true, privacy: true, ...extra };
};

describe('the sign-up human check', () => {
  it('is off by default: nothing is asked and the settings say so', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ url: '/api/signup/recaptcha/settings' })).json().data).toEqual({ kind: 'off', siteKey: '' });
      expect((await t.app.inject({ method: 'POST', url: '/api/signup/simple', payload: signupBody() })).statusCode).toBe(201);
      expect((await t.app.inject({ method: 'POST', url: '/api/signup/recaptcha/local-token' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('locally: the development checkbox’s token buys one pass, which one sign-up spends', async () => {
    const t = await createTestApp({ env: { HUMAN_CHECK: 'local' } });
    try {
      const refused = await t.app.inject({ method: 'POST', url: '/api/signup/simple', payload: signupBody(), headers: { 'accept-language': 'en' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: 'human_check_required', detail: 'Please complete the human check before signing up.' });

      const token = (await t.app.inject({ method: 'POST', url: '/api/signup/recaptcha/local-token' })).json().data.token;
      const pass = (await t.app.inject({ method: 'POST', url: '/api/signup/recaptcha/v2', payload: { token } })).json().data.pass;
      expect((await t.app.inject({ method: 'POST', url: '/api/signup/simple', payload: signupBody({ human_pass: pass }) })).statusCode).toBe(201);
      expect((await t.app.inject({ method: 'POST', url: '/api/signup/simple', payload: signupBody({ human_pass: pass }) })).json().message).toBe('human_check_required');

      const forged = await t.app.inject({ method: 'POST', url: '/api/signup/recaptcha', payload: { token: `${Date.now() + 60_000}.forged` } });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toMatchObject({ message: 'human_check_failed', detail: '사람인지 확인하지 못했습니다. 다시 시도해 주세요.' });
      expect((await t.app.inject({ method: 'POST', url: '/api/signup/recaptcha/local-token', remoteAddress: '203.0.113.5' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  describe('with reCAPTCHA, against a local server speaking siteverify', () => {
    let server: Server;
    let verifyUrl = '';
    const seen: URLSearchParams[] = [];
    beforeAll(async () => {
      server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk) => (body += chunk));
        request.on('end', () => {
          const form = new URLSearchParams(body);
          seen.push(form);
          const good = form.get('secret') === 'server-secret' && form.get('response')?.startsWith('good');
          response.setHeader('content-type', 'application/json');
          response.end(
            JSON.stringify(form.get('response') === 'good-but-bot' ? { success: true, score: 0.1 } : { success: good, 'error-codes': good ? [] : ['invalid-input-response'] }),
          );
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('passes what the provider accepts, refuses the rest and low scores, and lets the widget through the CSP', async () => {
      const t = await createTestApp({
        env: { HUMAN_CHECK: 'recaptcha', HUMAN_CHECK_SITE_KEY: 'site-key', HUMAN_CHECK_SECRET: 'server-secret', HUMAN_CHECK_VERIFY_URL: verifyUrl },
      });
      try {
        const settings = await t.app.inject({ url: '/api/signup/recaptcha/settings' });
        expect(settings.json().data).toEqual({ kind: 'recaptcha', siteKey: 'site-key' });
        expect(settings.headers['content-security-policy']).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/");
        expect(settings.headers['content-security-policy']).toContain('frame-src');

        const passed = await t.app.inject({ method: 'POST', url: '/api/signup/recaptcha/v2', payload: { token: 'good-token' }, remoteAddress: '198.51.100.4' });
        expect(passed.statusCode).toBe(200);
        expect(Object.fromEntries(seen.at(-1)!)).toEqual({ secret: 'server-secret', response: 'good-token', remoteip: '198.51.100.4' });
        expect((await t.app.inject({ method: 'POST', url: '/api/signup/simple', payload: signupBody({ human_pass: passed.json().data.pass }) })).statusCode).toBe(201);

        for (const token of ['bad-token', 'good-but-bot']) {
          expect((await t.app.inject({ method: 'POST', url: '/api/signup/recaptcha', payload: { token } })).json().message).toBe('human_check_failed');
        }
        expect((await t.app.inject({ method: 'POST', url: '/api/signup/recaptcha', payload: { token: '' } })).statusCode).toBe(400);
      } finally {
        await t.close();
      }
    });
  });
});
