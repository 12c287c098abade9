import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { closeBrowser, type Hydration, hydrateClosedAfterEach, hydrateServerMarkup } from '../../test/hydrate-server-markup.ts';
import { Markdown } from './markdown.tsx';

const post = () => createElement(Markdown, { source: 'Hello **world**', testId: 'post-body' });

const hydrate = hydrateClosedAfterEach();
let hydration: Hydration | undefined;

describe('markdown renders as plain text on the server and in the hydration of it', () => {
  it('matches the server even when the renderer arrived before hydration (an earlier page, a preload)', async () => {
    // A first page in this browser loads the renderer.
    const first = await hydrateServerMarkup(post);
    await act(() => import('./render-markdown.ts'));
    expect(first.errors).toEqual([]);
    await closeBrowser(first);

    hydration = await hydrate(post);
    expect(hydration.errors).toEqual([]);
    expect(hydration.serverHtml).toBe('<div class="md-text md-plain" data-testid="post-body">Hello **world**</div>');
    // Rendered right after hydration.
    expect(hydration.hydratedHtml).toMatch(/^<div class="md-text" data-testid="post-body">.*<strong>world<\/strong>/);
  });
});
