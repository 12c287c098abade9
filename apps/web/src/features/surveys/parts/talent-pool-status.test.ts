import { QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/api/query-client.ts';
import { closeBrowsersAfterEach, renderInBrowser } from '../../../test/open-in-browser.ts';
import { TalentPoolStatus } from './talent-pool-status.tsx';

// What vite.config.ts does for the bundle: pages' react-i18next is the app's own translator.
vi.mock('react-i18next', () => import('../../../i18n/react-translator.ts'));

const entry = { skills: ['python'], level: 'advanced', wish: 'full_time', joined_at: '2026-11-26T00:00:00.000Z' };

/** The job survey's talent-pool card for a member whose entry (or none) the page already read. */
async function showCard(options: { joined: boolean; canJoin: boolean }) {
  const client = createQueryClient();
  client.setQueryData(['surveys', 'talent', 'me'], options.joined ? entry : null);
  const shown = await renderInBrowser('/job/survey/2', () => createElement(QueryClientProvider, { client }, createElement(TalentPoolStatus, { canJoin: options.canJoin })));
  return shown.document;
}

closeBrowsersAfterEach();

describe("the job survey's talent-pool card", () => {
  it('is not shown before the member has answered, when there is nothing to join or leave', async () => {
    const document = await showCard({ joined: false, canJoin: false });
    expect(document.querySelector('[data-testid="talent-pool"]')).toBeNull();
  });

  it('offers joining once the member has answered', async () => {
    const document = await showCard({ joined: false, canJoin: true });
    expect(document.querySelector('[data-testid="talent-pool"] form')).not.toBeNull();
  });

  it('shows the entry with leaving to a member in the pool, answered or not', async () => {
    const document = await showCard({ joined: true, canJoin: false });
    expect(document.querySelector('[data-testid="talent-joined"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="talent-pool"] button')).not.toBeNull();
  });
});
