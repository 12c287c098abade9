import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_UPLOAD_DAILY_FILES } from '@madang/contracts/editor-uploads';
import { isPlatformImage } from '@madang/contracts/user-content';
import { editorUploads } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../codeshare/test-notebook.ts';
import { fakeMp4, photoWithGps, plainPng, pngClaiming } from './test-images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;
type File = { name: string; content: Buffer | string; type?: string };

const send = (url: string, member: Member | undefined, file: File | undefined, locale = 'en') => {
  const form = multipart({}, file);
  return t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...member?.headers, ...form.headers, 'accept-language': locale }, payload: form.payload });
};
const uploadImage = (member: Member | undefined, file: File | undefined, locale?: string) => send('/talkboard/upload/editor-image', member, file, locale);
const uploadVideo = (member: Member | undefined, file: File | undefined, locale?: string) => send('/talkboard/upload-video', member, file, locale);
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

const MB = 1024 * 1024;

/**
 * Sends one file part over real HTTP: announces `announced` bytes, sends at most `sendAtMost` (starting with
 * `head`) and then waits for the answer without ending the request. Only a server that stops reading at its
 * limit answers; one that waits for the whole body never does.
 */
async function streamUntilAnswered(url: string, member: Member, options: { announced: number; sendAtMost: number; head?: Buffer }) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const boundary = 'madangbig';
  const opening = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const headers = {
    ...member.headers,
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': String(opening.length + options.announced),
    'accept-language': 'en',
  };
  const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: url, headers });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
    request.on('error', (error) => (answered ? undefined : reject(error)));
    request.write(opening);
    let sent = 0;
    if (options.head) {
      request.write(options.head);
      sent += options.head.length;
    }
    const chunk = Buffer.alloc(256 * 1024);
    const pump = () => {
      while (sent < options.sendAtMost && !answered) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
    };
    pump();
  });
  t.app.server.closeAllConnections();
  return result;
}

const storedFiles = async (folder: string) => (await readdir(path.join(t.config.storageDir, folder)).catch(() => [] as string[])).sort();
const bookedUploads = async (member: Member) => (await t.ctx.db.select().from(editorUploads).where(eq(editorUploads.userId, member.user.id))).length;

describe('editor images', () => {
  it('re-encodes an image by its bytes, turns it upright, drops EXIF and GPS, and serves it from the image store for good', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    // The name and the claimed type say PNG; the bytes are a JPEG, and the bytes decide.
    const response = await uploadImage(member, { name: 'holiday.png', content: photo, type: 'image/png' });
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json().data;
    expect(image).toMatchObject({ type: 'jpeg', width: 20, height: 40 });
    expect(image.url).toMatch(/^\/api\/v1\/images\/[a-f0-9]{64}\.jpg$/);
    expect(isPlatformImage(image.url)).toBe(true);

    const served = await get(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect({ width: meta.width, height: meta.height, exif: meta.exif, orientation: meta.orientation }).toEqual({ width: 20, height: 40, exif: undefined, orientation: undefined });
    expect(served.rawPayload.includes('MadangPhone')).toBe(false);
    expect(image.size_bytes).toBe(served.rawPayload.length);
    expect(await bookedUploads(member)).toBe(1);
  });

  it('keeps only the pixels of a polyglot: no HTML, script or zip of the original reaches the served file', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const payload = '<html><script>alert(document.cookie)</script></html>';
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('evil.js'), Buffer.from(payload)]);
    const pngWithTail = Buffer.concat([await plainPng(), Buffer.from(payload), zip]);
    const jpeg = await sharp(await plainPng())
      .jpeg()
      .toBuffer();
    // A JPEG comment segment (FF FE) holding the HTML, right after the start of image.
    const comment = Buffer.from(payload);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(comment.length + 2);
    const jpegWithComment = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, comment, jpeg.subarray(2)]);
    const gif = await sharp(await plainPng())
      .gif()
      .toBuffer();
    const gifWithTail = Buffer.concat([gif, Buffer.from(payload), zip]);

    for (const [name, content, type] of [
      ['polyglot.png', pngWithTail, 'png'],
      ['polyglot.jpg', jpegWithComment, 'jpeg'],
      ['polyglot.gif', gifWithTail, 'webp'],
    ] as const) {
      expect(content.includes(payload), name).toBe(true);
      const response = await uploadImage(member, { name, content });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      expect(response.json().data.type, name).toBe(type);
      const served = (await get(response.json().data.url)).rawPayload;
      for (const needle of ['<script', '<html', 'PK\x03\x04', 'evil.js', 'alert(']) expect(served.includes(needle), `${name} holds ${needle}`).toBe(false);
      expect((await sharp(served).metadata()).width, name).toBe(8);
    }
  });

  it('refuses what is not an image, a damaged image, a decompression bomb and visitors, in the member’s language, storing nothing', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const before = await storedFiles('images');
    const png = await plainPng();
    const cases: [string, Member | undefined, File | undefined, number, string][] = [
      ['html named as a png', member, { name: 'x.png', content: '<html><script>alert(1)</script></html>', type: 'image/png' }, 400, 'editor_image_type'],
      ['an svg', member, { name: 'x.svg', content: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', type: 'image/svg+xml' }, 400, 'editor_image_type'],
      ['a zip', member, { name: 'x.jpg', content: Buffer.from('PK\x03\x04 rest of a zip'), type: 'image/jpeg' }, 400, 'editor_image_type'],
      ['an empty file', member, { name: 'x.png', content: '' }, 400, 'editor_image_missing'],
      ['no file at all', member, undefined, 400, 'editor_image_missing'],
      ['half a png', member, { name: 'x.png', content: png.subarray(0, 40) }, 400, 'editor_image_unreadable'],
      ['100 000 × 100 000 pixels', member, { name: 'bomb.png', content: await pngClaiming(100_000, 100_000) }, 422, 'editor_image_pixels'],
      ['a visitor', undefined, { name: 'x.png', content: png }, 401, 'not login'],
    ];
    for (const [label, who, file, status, message] of cases) {
      const response = await uploadImage(who, file);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
      expect(response.json().message, label).toBe(message);
      expect(response.json().detail, label).toMatch(/\w/);
    }
    const korean = await uploadImage(member, { name: 'x.png', content: 'not an image' }, 'ko');
    expect(korean.json().detail).toMatch(/PNG, JPEG, WebP, GIF 이미지만/);
    expect(await storedFiles('images')).toEqual(before);
    expect(await bookedUploads(member)).toBe(0);
  });

  it('cuts a 50 MB upload off at the limit with a clear error and stores nothing', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const before = await storedFiles('images');
    const big = Buffer.concat([await plainPng(), Buffer.alloc(50 * 1024 * 1024)]);
    const response = await uploadImage(member, { name: 'big.png', content: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'editor_image_too_large', detail: 'Images can be at most 10 MB.' });
    expect(await storedFiles('images')).toEqual(before);
    expect(await bookedUploads(member)).toBe(0);
  });

  it('answers a 50 MB upload over HTTP after its first 10 MB, before the client has sent the rest', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    // The client announces 50 MB, sends 20 and then waits: only a server that stops at its limit can answer.
    const result = await streamUntilAnswered('/api/talkboard/upload/editor-image', member, { announced: 50 * MB, sendAtMost: 20 * MB });
    expect(result.status, result.body).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ message: 'editor_image_too_large' });
  });

  it('keeps each member to a daily budget of uploads', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const rows = Array.from({ length: EDITOR_UPLOAD_DAILY_FILES }, (_, i) => ({ userId: member.user.id, kind: 'image' as const, objectKey: `images/${i}`, sizeBytes: 10 }));
    await t.ctx.db.insert(editorUploads).values(rows);
    const refused = await uploadImage(member, { name: 'x.png', content: await plainPng() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'editor_upload_budget' });
    // Yesterday's uploads no longer count.
    await t.ctx.db
      .update(editorUploads)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(editorUploads.userId, member.user.id));
    expect((await uploadImage(member, { name: 'x.png', content: await plainPng() })).statusCode).toBe(200);
  });
});

describe('video posts', () => {
  it('stores an MP4 by its bytes and serves it whole or by byte ranges', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const video = fakeMp4(300_000);
    const response = await uploadVideo(member, { name: 'clip.bin', content: video, type: 'application/octet-stream' });
    expect(response.statusCode, response.body).toBe(200);
    const stored = response.json().data;
    expect(stored).toMatchObject({ type: 'mp4', size_bytes: video.length });
    expect(stored.url).toMatch(/^\/api\/v1\/videos\/[a-f0-9]{32}\.mp4$/);

    const whole = await get(stored.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'content-length': String(video.length) });
    expect(whole.rawPayload.equals(video)).toBe(true);

    const middle = await get(stored.url, { range: 'bytes=1000-1999' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(middle.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);
    const tail = await get(stored.url, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
    const open = await get(stored.url, { range: 'bytes=299990-' });
    expect(open.rawPayload.equals(video.subarray(299_990))).toBe(true);
    const past = await get(stored.url, { range: `bytes=${video.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);
    expect((await get('/api/v1/videos/0123456789abcdef0123456789abcdef.mp4')).statusCode).toBe(404);
    expect((await get('/api/v1/videos/..%2F..%2Fsecret.mp4')).statusCode).toBe(400);

    // A video post names the file by its path; any other path on the platform is refused.
    const post = (video_url: string) =>
      t.app.inject({ method: 'POST', url: '/api/talkboard/v3', headers: member.headers, payload: { cpt_id: 0, title: '영상', content: '발표', category: 'video', video_url } });
    const created = await post(stored.url);
    expect(created.statusCode, created.body).toBe(200);
    const detail = await get(`/api/talkboard/v1?tb_id=${created.json().data.tb_id}`);
    expect(detail.json().data.video_url).toBe(stored.url);
    for (const bad of ['/api/login/self_login', '/api/v1/videos/../../x.mp4', 'http://example.com/v.mp4', 'javascript:alert(1)']) {
      expect((await post(bad)).statusCode, bad).toBe(400);
    }
  });

  it('refuses a video over 200 MB as soon as it passes the limit and removes what was written', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const before = await storedFiles('videos');
    const result = await streamUntilAnswered('/api/talkboard/upload-video', member, { announced: 300 * MB, sendAtMost: 250 * MB, head: fakeMp4(1024) });
    expect(result.status, result.body).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ message: 'editor_video_too_large', detail: 'Videos can be at most 200 MB.' });
    expect(await storedFiles('videos')).toEqual(before);
    expect(await bookedUploads(member)).toBe(0);
  });

  it('refuses what is not a video, and visitors, storing nothing', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const before = await storedFiles('videos');
    const cases: [string, Member | undefined, File | undefined, number, string][] = [
      ['html named as an mp4', member, { name: 'x.mp4', content: '<html><script>alert(1)</script></html>'.repeat(4), type: 'video/mp4' }, 400, 'editor_video_type'],
      ['a png', member, { name: 'x.webm', content: await plainPng(), type: 'video/webm' }, 400, 'editor_video_type'],
      ['an empty file', member, { name: 'x.mp4', content: '' }, 400, 'editor_video_missing'],
      ['no file', member, undefined, 400, 'editor_video_missing'],
      ['a visitor', undefined, { name: 'x.mp4', content: fakeMp4(1000) }, 401, 'not login'],
    ];
    for (const [label, who, file, status, message] of cases) {
      const response = await uploadVideo(who, file);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
      expect(response.json().message, label).toBe(message);
    }
    // A body that stops before its closing boundary, early (inside the first bytes) or late.
    for (const content of [Buffer.from('\u0000\u0000'), fakeMp4(5000)]) {
      const opening = '--cut\r\ncontent-disposition: form-data; name="file"; filename="v.mp4"\r\n\r\n';
      const payload = Buffer.concat([Buffer.from(opening), content]);
      const headers = { ...member.headers, 'content-type': 'multipart/form-data; boundary=cut', 'accept-language': 'en' };
      const response = await t.app.inject({ method: 'POST', url: '/api/talkboard/upload-video', headers, payload });
      expect(response.statusCode, `${content.length} bytes: ${response.body}`).toBe(400);
    }
    expect(await storedFiles('videos')).toEqual(before);
    expect(await bookedUploads(member)).toBe(0);
  });
});
