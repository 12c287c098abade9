import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPostShares } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../codeshare/test-notebook.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const share = (url: string, payload: object, from: string, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: from, headers: { 'accept-language': 'en', ...headers } });

async function writePosts() {
  const author = await buildSignedInUser(t.ctx.db);
  const talk = await t.app.inject({ method: 'POST', url: '/api/talkboard/v3', headers: author.headers, payload: { cpt_id: 0, title: '공유', content: '본문' } });
  const form = multipart({ cpt_id: '0', title: '공유 코드', category: 'eda', content: '본문' });
  const code = await t.app.inject({ method: 'POST', url: '/api/codeshare/v2/ipynb', headers: { ...author.headers, ...form.headers }, payload: form.payload });
  return { tb: talk.json().data.tb_id as number, cs: code.json().data.cs_id as number };
}

describe('share counts', () => {
  it('count a viewer once a Korean day per post and network, and show the count on the post', async () => {
    const { tb, cs } = await writePosts();
    const member = await buildSignedInUser(t.ctx.db);
    for (const [url, key, id, detail] of [
      ['/talkboard/social/cnt', 'tb_id', tb, `/talkboard/v1?tb_id=${tb}`],
      ['/codeshare/social/cnt', 'cs_id', cs, `/codeshare/v2/detail?cs_id=${cs}`],
    ] as const) {
      const counts: number[] = [];
      const shares: [object, string, Headers?][] = [
        ...Array.from({ length: 5 }, (): [object, string] => [{ [key]: id, channel: 'link' }, '203.0.113.7']),
        [{ [key]: id, channel: 'twitter' }, '203.0.113.7'],
        [{ [key]: id, channel: 'linkedin' }, '203.0.113.8'],
        [{ [key]: id, channel: 'kakao' }, '198.51.100.1', member.headers],
        [{ [key]: id, channel: 'kakao' }, '198.51.100.2', member.headers],
      ];
      for (const [payload, from, headers] of shares) {
        const response = await share(url, payload, from, headers);
        expect(response.statusCode, response.body).toBe(200);
        counts.push(response.json().data.share_count);
      }
      expect(counts, url).toEqual([1, 1, 1, 1, 1, 2, 3, 4, 4]);
      expect((await t.app.inject({ method: 'GET', url: `/api${detail}` })).json().data.share_count, detail).toBe(4);
      const board = key === 'tb_id' ? 'talk' : 'code';
      const byNetwork = await t.ctx.db
        .select({ network: communityPostShares.network, count: communityPostShares.count })
        .from(communityPostShares)
        .where(and(eq(communityPostShares.board, board), eq(communityPostShares.postId, id)))
        .orderBy(communityPostShares.network);
      expect(byNetwork).toEqual([
        { network: 'kakao', count: 1 },
        { network: 'link', count: 1 },
        { network: 'linkedin', count: 1 },
        { network: 'twitter', count: 1 },
      ]);
    }
  });

  it('refuses an unknown network, a missing post and a post of the other board with a message in the reader’s language', async () => {
    const { tb, cs } = await writePosts();
    const unknown = await share('/talkboard/social/cnt', { tb_id: tb, channel: 'myspace' }, '203.0.113.9');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('validation');
    expect((await share('/talkboard/social/cnt', { tb_id: 99_999_999 }, '203.0.113.9')).statusCode).toBe(404);
    // A code post's number is not a talk post.
    expect((await share('/talkboard/social/cnt', { tb_id: cs }, '203.0.113.9')).statusCode).toBe(404);
    const korean = await share('/codeshare/social/cnt', { cs_id: 'abc' }, '203.0.113.9', { 'accept-language': 'ko' });
    expect(korean.statusCode).toBe(400);
    expect(korean.json().detail).toMatch(/[가-힣]/);
  });
});
