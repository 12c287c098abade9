import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'madang-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="ko"><head></head><body></body></html>');
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  t = await createTestApp();
  app = await buildApp({ ctx: t.ctx, webDistDir: dist });
  // The one kind of answer no route gives on purpose.
  app.get('/api/broken-on-purpose', async () => {
    throw new Error('broken on purpose');
  });
  await app.ready();
  await t.ctx.storage.put('competitions/headers/train.csv', Buffer.from('id,y\n1,2\n'));
  await t.ctx.storage.put(`images/${'a'.repeat(64)}.png`, Buffer.from('not really a png'));
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );

describe('security headers', () => {
  it('are on every kind of answer: API, page, asset, file, image, docs, errors and 404s', async () => {
    const download = new URL(t.ctx.storage.signedUrl('competitions/headers/train.csv', { expiresInSeconds: 60, downloadName: 'train.csv' }), 'http://localhost:3000');
    const answers: [string, string, number][] = [
      ['API JSON', '/api/competition/list', 200],
      ['health check', '/healthz', 200],
      ['page', '/competitions', 200],
      ['English page', '/en', 200],
      ['built asset', '/assets/app-1234.js', 200],
      ['file download', `${download.pathname}${download.search}`, 200],
      ['public image', `/api/v1/images/${'a'.repeat(64)}.png`, 200],
      ['API docs', '/api/docs', 200],
      ['API document', '/api/docs/json', 200],
      ['not logged in', '/api/myinfo', 401],
      ['validation error', '/api/talkboard/v1?tb_id=not-a-number', 400],
      ['refused GET log-in', '/api/login/self_login?mail=a%40b.c&password=x', 403],
      ['unknown API path', '/api/no-such-thing', 404],
      ['server error', '/api/broken-on-purpose', 500],
    ];
    for (const [kind, url, status] of answers) {
      const headers = url.includes('self_login') ? { 'sec-fetch-site': 'cross-site' } : {};
      const response = await app.inject({ url, headers });
      expect(response.statusCode, kind).toBe(status);
      const csp = directives(String(response.headers['content-security-policy']));
      expect(csp.get('script-src'), kind).toEqual(["'self'"]);
      expect(csp.get('script-src-attr'), kind).toEqual(["'none'"]);
      expect(csp.get('object-src'), kind).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), kind).toEqual(["'none'"]);
      expect(csp.get('img-src'), kind).toEqual(["'self'", 'data:', 'blob:']);
      expect(response.headers['x-frame-options'], kind).toBe('DENY');
      expect(response.headers['x-content-type-options'], kind).toBe('nosniff');
      expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'], kind).toContain(response.headers['referrer-policy']);
    }
  });
});
