import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { collectPageData } from './page-data.ts';

const app = Fastify();
app.get('/api/main/banner/list', async (request) => ({ data: { ip: request.ip, cookie: request.headers.cookie ?? null, lang: request.headers['accept-language'] } }));
app.get('/api/competition/list', async (request) => ({ data: { ip: request.ip } }));
app.get('/api/myinfo', async (request) => ({ data: [{ cookie: request.headers.cookie }] }));
afterAll(() => app.close());

describe('collectPageData', () => {
  it('asks the first screen’s calls as the visitor: their address, cookies and language', async () => {
    const visitor = { ip: '203.0.113.9', headers: { cookie: 'session=abc' }, cookies: { session: 'abc' } } as unknown as FastifyRequest;
    const answers = await collectPageData(app, visitor, 'competitions', {}, 'en');
    expect(answers?.['/api/main/banner/list?type=top']).toEqual({ data: { ip: '203.0.113.9', cookie: 'session=abc', lang: 'en' } });
    expect(answers?.['/api/competition/list?sort=recent&version=2']).toEqual({ data: { ip: '203.0.113.9' } });
    expect(answers).not.toHaveProperty(['/api/myinfo']);
  });

  it('asks for the session too when the readable login flag says someone is logged in, as the header does first', async () => {
    const member = { ip: '203.0.113.9', headers: { cookie: 'token=t; is_login=1' }, cookies: { token: 't', is_login: '1' } } as unknown as FastifyRequest;
    const answers = await collectPageData(app, member, 'competitions', {}, 'ko');
    expect(answers?.['/api/myinfo']).toEqual({ data: [{ cookie: 'token=t; is_login=1' }] });
  });
});
