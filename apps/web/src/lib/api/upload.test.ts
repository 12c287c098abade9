import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../../../packages/i18n/src/en.json';
import { serveApiForTests } from '../../test/api-server.ts';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error.ts';
import { knownErrorKey } from './api-error-key.ts';
import { UploadAborted, upload } from './upload.ts';

// A real HTTP server where the API is, and a browser window (happy-dom) on its origin whose XMLHttpRequest sends
// the uploads: what fails, and how the failure reaches the member and the server's log.
let window: Window;
const reports: { url: string; error: { message: string } }[] = [];
const received: string[] = [];

const served = serveApiForTests(({ path, body, drop }, response) => {
  if (path === '/api/v1/log/httpErrorLog') {
    reports.push(JSON.parse(body.toString()) as (typeof reports)[number]);
    response.writeHead(201).end();
  } else if (path === '/api/submission/refused') {
    response.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 400, code: 'bad_request', message: 'corrupted_file', detail: '' }));
  } else if (path === '/api/submission/no-body') {
    response.writeHead(500).end();
  } else if (path === '/api/submission/dropped') {
    drop();
  } else {
    received.push(body.toString('latin1'));
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 1, message: 'ok', data: { id: 9 } }));
  }
});

beforeAll(() => {
  window = new Window({ url: `${served.base}/` });
  vi.stubGlobal('XMLHttpRequest', window.XMLHttpRequest);
  vi.stubGlobal('FormData', window.FormData);
});

afterAll(() => window.happyDOM.close());

const file = () => ({ blob: new window.File(['id,target\n1,0.5\n'], 'answer.csv', { type: 'text/csv' }) as unknown as Blob, name: 'answer.csv' });

describe('an upload', () => {
  it('sends the fields and the file, and resolves with the envelope', async () => {
    const answer = await upload('/api/submission', { fields: { cpt_id: '3', memo: 'first' }, file: file() });
    expect(answer).toEqual({ status: 1, message: 'ok', data: { id: 9 } });
    expect(received.at(-1)).toContain('name="cpt_id"');
    expect(received.at(-1)).toContain('filename="answer.csv"');
    expect(received.at(-1)).toContain('1,0.5');
  });

  it('fails with "File Upload failed" when the connection breaks, and reports it', async () => {
    const error = await upload('/api/submission/dropped', { file: file() }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: NETWORK_ERROR_STATUS, messageKey: 'file_upload_failed' });
    expect(en.competition.errors[knownErrorKey(error)!]).toBe('File Upload failed.');
    await vi.waitFor(() => expect(reports.map((report) => report.url)).toContain('/api/submission/dropped'));
  });

  it('fails with "File Upload failed" when the server answers an error without a body', async () => {
    const error = await upload('/api/submission/no-body', { file: file() }).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ status: 500, messageKey: 'file_upload_failed' });
  });

  it('fails with the server’s refusal when it gives one', async () => {
    const error = await upload('/api/submission/refused', { file: file() }).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ status: 400, messageKey: 'corrupted_file' });
    expect(en.competition.errors[knownErrorKey(error)!]).toBe('The file is corrupted or in an invalid format.');
  });

  it('is cancelled, not failed, when the member stops it, and nothing is reported', async () => {
    const controller = new AbortController();
    controller.abort();
    const before = reports.length;
    await expect(upload('/api/submission', { file: file(), signal: controller.signal })).rejects.toBeInstanceOf(UploadAborted);
    expect(reports).toHaveLength(before);
  });
});
