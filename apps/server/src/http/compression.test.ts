import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompetition } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { COMPRESS_MIN_BYTES, chooseEncoding } from './compression.ts';

let t: TestApp;
// Bytes that do not compress, as an image's would be.
const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from(Array.from({ length: 8000 }, (_, i) => (i * 7919) % 251))]);
const pageHtml = `<!doctype html><html lang="ko"><head><title>마당</title></head><body><div id="root"></div>${'<p>마당 첫 화면</p>'.repeat(200)}</body></html>`;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'madang-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), pageHtml);
  writeFileSync(path.join(dist, 'assets', 'picture-1234.png'), pngBytes);
  t = await createTestApp({ webDistDir: dist });
  for (let i = 0; i < 4; i++) await buildCompetition(t.ctx);
});
afterAll(() => t.close());

const decode = (encoding: string | undefined, raw: Buffer) => (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString();

describe('compression of what the server writes', () => {
  it('sends JSON answers brotli- or gzip-encoded as the browser allows, equal to the plain answer once decoded', async () => {
    const plain = await t.app.inject({ url: '/api/competition/list' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const [header, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      ['*', 'br'],
    ]) {
      const response = await t.app.inject({ url: '/api/competition/list', headers: { 'accept-encoding': header } });
      expect(response.headers['content-encoding'], header).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(JSON.parse(decode(encoding, response.rawPayload))).toEqual(plain.json());
    }
    const refused = await t.app.inject({ url: '/api/competition/list', headers: { 'accept-encoding': 'identity, br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());
  });

  it('compresses the page HTML, and its answer names accept-encoding beside the language headers it varies on', async () => {
    const response = await t.app.inject({ url: '/competitions', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-language, cookie, accept-encoding/);
    expect(decode('br', response.rawPayload)).toBe(pageHtml);
  });

  it('leaves small answers, error answers under the threshold and HEAD requests as they are', async () => {
    const small = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
    const missing = await t.app.inject({ url: '/api/unknown', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    const head = await t.app.inject({ method: 'HEAD', url: '/api/competition/list', headers: { 'accept-encoding': 'br' } });
    expect(head.headers['content-encoding']).toBeUndefined();
  });

  it('never encodes images, file downloads or ranges', async () => {
    const image = await t.app.inject({ url: '/assets/picture-1234.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.equals(pngBytes)).toBe(true);

    const range = await t.app.inject({ url: '/assets/picture-1234.png', headers: { 'accept-encoding': 'br', range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.rawPayload.length).toBe(100);

    const csv = `id,value\n${Array.from({ length: 500 }, (_, i) => `${i},0.5`).join('\n')}\n`;
    await t.ctx.storage.put('test/download.csv', Buffer.from(csv));
    const link = t.ctx.storage.signedUrl('test/download.csv', { expiresInSeconds: 600, downloadName: 'download.csv' });
    const download = await t.app.inject({ url: new URL(link, 'http://localhost').pathname + new URL(link, 'http://localhost').search, headers: { 'accept-encoding': 'br, gzip' } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('download.csv');
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.body).toBe(csv);
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, honours q=0 and the wildcard, and takes nothing it does not know', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding('*;q=0')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding(' BR ; q=0.5 ')).toBe('br');
  });
});
