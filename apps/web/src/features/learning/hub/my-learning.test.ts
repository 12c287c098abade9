import { QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/api/query-client.ts';
import { closeBrowsersAfterEach, renderInBrowser } from '../../../test/open-in-browser.ts';
import { MyLearning } from './my-learning.tsx';

// What vite.config.ts does for the bundle: pages' react-i18next is the app's own translator.
vi.mock('react-i18next', () => import('../../../i18n/react-translator.ts'));

/** My Learning for a member with no project in progress, on the hub or elsewhere (the profile). */
async function showEmpty(onHub: boolean) {
  const client = createQueryClient();
  client.setQueryData(['learning', 'mine', 'ongoing', 12], { items: [], total: 0 });
  const tree = () =>
    createElement(QueryClientProvider, { client }, createElement(MemoryRouter, { initialEntries: ['/en/myprofile/1/home'] }, createElement(MyLearning, { onHub })));
  const shown = await renderInBrowser('/en/myprofile/1/home', tree);
  return shown.document.querySelector('[data-testid="my-learning"] .edu-mine-state')!;
}

closeBrowsersAfterEach();

describe('My Learning with no project in progress', () => {
  it('points down to the projects on the hub, which lists them below it', async () => {
    const state = await showEmpty(true);
    expect(state.textContent).toContain('learn.mine.empty.ongoingOnHub');
    expect(state.querySelector('a')).toBeNull();
  });

  it('links to the hub anywhere else, where no project follows it', async () => {
    const state = await showEmpty(false);
    expect(state.textContent).toBe('learn.mine.empty.ongoing learn.mine.browse');
    expect(state.querySelector('a')?.getAttribute('href')).toBe('/en/hackathon');
  });
});
