import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompetition, buildSignedInUser, joinCompetition } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** Short enough for a test, far longer than a loaded machine needs between two writes of one body. */
const IDLE_MS = 400;

let t: TestApp;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
let member: Awaited<ReturnType<typeof buildSignedInUser>>;
let competitionId: number;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_IDLE_TIMEOUT_MS: String(IDLE_MS) } });
  admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
  member = await buildSignedInUser(t.ctx.db);
  const { competition } = await buildCompetition(t.ctx, { hostUserId: admin.user.id });
  await joinCompetition(t.ctx.db, competition, member.user);
  competitionId = competition.id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

const BOUNDARY = 'uploadtestboundary';
const part = (name: string, value: string) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (content: string) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="upload.csv"\r\ncontent-type: text/csv\r\n\r\n${content}\r\n`;
const closing = `--${BOUNDARY}--\r\n`;
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

/** Every upload of the product, with who may make it. */
const uploads = () => [
  { url: `/api/v1/host/competitions/${competitionId}/data-files`, headers: admin.headers, readsFile: true },
  { url: `/api/v1/host/competitions/${competitionId}/ground-truth`, headers: admin.headers, readsFile: false },
  { url: '/api/v1/host/images', headers: admin.headers, readsFile: false },
  { url: `/api/submission?cpt_id=${competitionId}`, headers: member.headers, readsFile: true },
  { url: '/api/myinfo/picture/update', headers: member.headers, readsFile: false },
  { url: '/api/myinfo/cover/update', headers: member.headers, readsFile: false },
  { url: '/api/codeshare/v2/ipynb', headers: member.headers, readsFile: false },
  { url: '/api/codeshare/v2/html', headers: member.headers, readsFile: false },
];

const malformed: { label: string; contentType: string; payload: string }[] = [
  { label: 'multipart without a boundary', contentType: 'multipart/form-data', payload: `${filePart('id,y\n1,2\n')}${closing}` },
  { label: 'a boundary longer than the parser takes', contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload: `${filePart('id,y\n1,2\n')}${closing}` },
  { label: 'a wrong content type', contentType: 'text/plain', payload: 'id,y\n1,2\n' },
  { label: 'an empty body', contentType: multipartType, payload: '' },
  { label: 'no file field', contentType: multipartType, payload: `${part('memo', 'x')}${closing}` },
  {
    label: 'a body cut short',
    contentType: multipartType,
    payload: `${part('memo', 'x')}--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="a.csv"\r\n\r\nid,`,
  },
];

/** Writes the start of a request on a real connection and keeps it open, as a stalled client does. */
function stalledUpload(url: string, headers: Record<string, string>, head: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const lines = [`POST ${url} HTTP/1.1`, 'host: localhost', ...Object.entries({ ...headers, 'content-type': multipartType }).map(([k, v]) => `${k}: ${v}`), head];
    socket.on('connect', () => socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`));
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (match && received.includes('}')) {
        socket.destroy();
        resolve({ status: Number(match[1]), text: received });
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: 0, text: received }));
  });
}

describe('uploads', () => {
  it('answer every malformed multipart body with a 400', async () => {
    const answers: string[] = [];
    for (const upload of uploads()) {
      for (const body of malformed) {
        const response = await Promise.race([
          t.app.inject({ method: 'POST', url: upload.url, headers: { ...upload.headers, 'content-type': body.contentType }, payload: body.payload }),
          new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 3_000).unref()),
        ]);
        answers.push(`${upload.url} with ${body.label}: ${response ? `${response.statusCode} ${response.json().code}` : 'no answer'}`);
      }
    }
    expect(answers.filter((answer) => !/: 400 /.test(answer))).toEqual([]);
  });

  it('answer a body that stops arriving with a 400 once it has been idle for the body timeout', async () => {
    const truncated = `${part('memo', 'x')}${filePart('id,y\n1,2\n').slice(0, -10)}`;
    for (const upload of uploads()) {
      // A Content-Length the client never reaches, and a chunked body that never sends its last chunk.
      const byLength = await stalledUpload(upload.url, upload.headers, `content-length: ${truncated.length + 1000}`, truncated);
      expect(byLength.status, `${upload.url}: ${byLength.text}`).toBe(400);
      // Where the file part is being read the answer says why; elsewhere the form is refused as it stands.
      if (upload.readsFile) expect(byLength.text).toContain('upload_timeout');
      const chunk = `${truncated.length.toString(16)}\r\n${truncated}\r\n`;
      const chunked = await stalledUpload(upload.url, upload.headers, 'transfer-encoding: chunked', chunk);
      expect(chunked.status, `${upload.url}: ${chunked.text}`).toBe(400);
    }
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('answer a submission memo with NUL with a 400 naming the memo, before the file is stored', async () => {
    const payload = `${part('cpt_id', String(competitionId))}${part('memo', 'a\u0000b')}${filePart('id,y\n1,2\n')}${closing}`;
    const response = await t.app.inject({ method: 'POST', url: '/api/submission', headers: { ...member.headers, 'content-type': multipartType }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([expect.objectContaining({ field: 'memo', key: 'validation.invalid_characters' })]);
  });

  it('answer ground-truth settings that fail their schema with a 400 naming the field', async () => {
    const payload = `${part('split_column', 'x'.repeat(300))}${filePart('id,y\n1,2\n')}${closing}`;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/host/competitions/${competitionId}/ground-truth`,
      headers: { ...admin.headers, 'content-type': multipartType, 'accept-language': 'en' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([expect.objectContaining({ field: 'split_column', key: 'validation.too_long' })]);
  });
});
