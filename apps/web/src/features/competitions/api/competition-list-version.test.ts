import { QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/api/query-client.ts';
import { hydrateClosedAfterEach } from '../../../test/hydrate-server-markup.ts';
import { useCompetitionList } from './competition-api.ts';

const hydrate = hydrateClosedAfterEach();
afterEach(() => {
  vi.unstubAllGlobals();
});

function List() {
  const list = useCompetitionList({ sort: 'recent', status: 'active' });
  return createElement('p', null, list.isSuccess ? `${list.data.length} competitions` : 'loading');
}

describe('the competition list call', () => {
  it('asks for version 2 of the list (spec section 9), with the page’s filters', async () => {
    const asked: URL[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(new URL(url, 'http://localhost'));
      return new Response(JSON.stringify({ status: 1, message: 'ok', data: [] }), { status: 200 });
    });
    const client = createQueryClient();
    const { window } = await hydrate(() => createElement(QueryClientProvider, { client }, createElement(List)));
    await vi.waitFor(() => expect(window.document.body.textContent).toContain('0 competitions'));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.pathname).toBe('/api/competition/list');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ sort: 'recent', status: 'active', version: '2' });
  });
});
