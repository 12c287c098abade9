import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompetition, buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers, body?: object) => t.app.inject({ method, url: `/api${url}`, headers, ...(body ? { payload: body } : {}) });

describe('a host demoted to member', () => {
  it('loses every power over the competitions they created: drafts, the console, the close and moderation', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const created = await call('POST', '/v1/host/competitions', host.headers, {
      slug: `demoted-${Date.now()}`,
      title: { ko: '초안 대회', en: 'Draft competition' },
      starts_at: new Date(Date.now() - 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
      metric: 'rmse',
    });
    expect(created.statusCode, created.body).toBe(200);
    const draftId = created.json().data.id as number;
    const { competition: running } = await buildCompetition(t.ctx, { hostUserId: host.user.id });
    const member = await buildSignedInUser(t.ctx.db);
    const post = await call('POST', '/talkboard/v3', member.headers, { cpt_id: running.id, title: '질문', content: '본문' });
    const postId = post.json().data.tb_id as number;

    // While a host, all of it is theirs.
    expect((await call('GET', `/competition?cpt_id=${draftId}`, host.headers)).statusCode).toBe(200);
    expect((await call('GET', `/v1/host/competitions/${draftId}`, host.headers)).statusCode).toBe(200);

    const demoted = await call('POST', '/v1/admin/roles', admin.headers, { email: host.user.email, role: 'member' });
    expect(demoted.json().data.role).toBe('member');

    expect((await call('GET', `/competition?cpt_id=${draftId}`, host.headers)).statusCode).toBe(404);
    expect((await call('GET', `/v1/host/competitions/${draftId}`, host.headers)).statusCode).toBe(403);
    expect((await call('POST', `/v1/competitions/${running.id}/close`, host.headers)).statusCode).toBe(403);
    expect((await call('POST', `/v1/host/moderation/posts/${postId}/hide`, host.headers, { reason: 'spam' })).statusCode).toBe(403);
    expect((await call('GET', '/v1/host/moderation/reports', host.headers)).statusCode).toBe(403);
    const detail = (await call('GET', `/talkboard/v1?tb_id=${postId}&version=2`, host.headers)).json().data;
    expect(detail.can_moderate).toBe(false);

    // Made a host again, the competitions are theirs again.
    await call('POST', '/v1/admin/roles', admin.headers, { email: host.user.email, role: 'host' });
    expect((await call('GET', `/competition?cpt_id=${draftId}`, host.headers)).statusCode).toBe(200);
  });
});
