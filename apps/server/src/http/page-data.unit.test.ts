import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { collectPageData } from './page-data.ts';

const app = Fastify();
app.get('/api/main/banner/list', async (request) => ({ data: { ip: request.ip, cookie: request.headers.cookie ?? null, lang: request.headers['accept-language'] } }));
app.get('/api/competition/list', async (request) => ({ data: { ip: request.ip } }));
afterAll(() => app.close());

describe('collectPageData', () => {
  it('asks the first screen’s calls as the visitor: their address, cookies and language', async () => {
    const visitor = { ip: '203.0.113.9', headers: { cookie: 'session=abc' } } as unknown as FastifyRequest;
    const answers = await collectPageData(app, visitor, 'competitions', {}, 'en');
    expect(answers?.['/api/main/banner/list?type=top']).toEqual({ data: { ip: '203.0.113.9', cookie: 'session=abc', lang: 'en' } });
    expect(answers?.['/api/competition/list?sort=recent&version=2']).toEqual({ data: { ip: '203.0.113.9' } });
  });
});
