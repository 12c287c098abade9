import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const networkAnswer = { from: 'network' };

/** A first page as the server sends it: two answers embedded, one of which its first screen reads. */
function openFirstPage(): Window {
  const window = new Window({ url: 'http://localhost:3000/' });
  const answers = { '/api/v1/first': { from: 'page' }, '/api/v1/unused': { from: 'page' } };
  window.document.body.innerHTML = `<script type="application/json" id="madang-page-data" data-locale="ko">${JSON.stringify(answers)}</script>`;
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', window.document);
  return window;
}

describe('answers embedded in the first page', () => {
  let fetched: string[];

  beforeEach(() => {
    vi.resetModules();
    fetched = [];
    vi.spyOn(performance, 'now').mockReturnValue(0);
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(JSON.stringify(networkAnswer), { status: 200 });
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('answer the first screen without the network, once each', async () => {
    const window = openFirstPage();
    const { api } = await import('./client.ts');
    expect(await api.get('/api/v1/first')).toEqual({ from: 'page' });
    expect(await api.get('/api/v1/unused')).toEqual({ from: 'page' });
    expect(await api.get('/api/v1/first')).toEqual(networkAnswer);
    expect(fetched).toEqual(['/api/v1/first']);
    await window.happyDOM.close();
  });

  it('are forgotten after a write, which may have changed what they say', async () => {
    const window = openFirstPage();
    const { api } = await import('./client.ts');
    expect(await api.get('/api/v1/first')).toEqual({ from: 'page' });
    await api.post('/api/v1/comments', { text: 'hello' });
    expect(await api.get('/api/v1/unused')).toEqual(networkAnswer);
    expect(fetched).toEqual(['/api/v1/comments', '/api/v1/unused']);
    await window.happyDOM.close();
  });
});
