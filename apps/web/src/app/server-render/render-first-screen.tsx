import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClientProvider, type Query } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import '../../i18n/setup.ts';
import { answerFromServer } from '../../lib/api/embedded-answers.ts';
import { readCookiesFromRequest } from '../../lib/cookies.ts';
import { takeRenderedParts } from '../../ui/lazy-part.tsx';
import { queryClient } from '../../lib/api/query-client.ts';
import { appRoutesFor } from '../routing/router.tsx';
import type { RenderState } from './render-state.ts';

export interface FirstScreenJob {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  /** The API answers of the page's first screen, by address, fetched under the visitor's own cookies. */
  answers: Record<string, unknown>;
  /** The request's `Cookie` header: what the page's code reads of them, it reads as the browser will. */
  cookie: string;
}

export type FirstScreen = { rendered: true; html: string; state: RenderState } | { rendered: false; reason: string };

// A read without an answer fails at once and stays for the browser: on the server a retry can only wait (a loader's prefetch included).
queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });

/** Rounds of render-then-answer: a query that needs another's answer (a leaderboard, its competition's id) shows up a round later. */
const MAX_ROUNDS = 4;

/** The tree's complete HTML, lazy parts included; any error fails it, rather than leaving a part for the browser to redo. */
async function renderToHtml(tree: ReactNode): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(tree, {
    // One piece: React would otherwise write large parts after the rest, put in place by inline scripts the CSP refuses.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failure ??= error;
    },
  });
  if (failure) throw failure;
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/**
 * Whether a part of the page waited for its code during the render (a lazy component's first load). React then
 * writes it after the rest with an inline script, which the CSP refuses; rendered again, the part's code is there.
 */
const suspended = (html: string) => html.includes('<script');

/**
 * Answers every query the render asked for that has no answer yet, from the answers it was given; one without an
 * answer is dropped, so the page renders it as loading and the browser asks for it. True when any got data.
 */
async function answerQueries(tried: Set<string>): Promise<boolean> {
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && !tried.has(query.queryHash));
  let answered = false;
  await Promise.all(
    waiting.map(async (query: Query) => {
      tried.add(query.queryHash);
      try {
        await query.fetch();
        answered = true;
      } catch {
        queryClient.getQueryCache().remove(query);
      }
    }),
  );
  return answered;
}

/**
 * The first screen of a page as HTML, rendered as the browser's first render will render it, with the state the
 * browser hydrates it from. One render at a time per thread: the catalog's language and the query cache are the
 * module's own. A page that redirects or fails is not rendered (the browser then renders it as usual).
 */
export async function renderFirstScreen(job: FirstScreenJob): Promise<FirstScreen> {
  queryClient.clear();
  takeRenderedParts();
  answerFromServer(job.answers);
  readCookiesFromRequest(job.cookie);
  const url = new URL(job.url, 'http://localhost');
  const { routes } = appRoutesFor(url.pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { rendered: false, reason: `answered ${context.status}` };
  if (context.errors) return { rendered: false, reason: `a loader failed: ${String(Object.values(context.errors)[0])}` };
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>
  );
  const tried = new Set<string>();
  let html: string;
  try {
    html = await renderToHtml(tree);
    for (let round = 1; round < MAX_ROUNDS && ((await answerQueries(tried)) || suspended(html)); round++) html = await renderToHtml(tree);
    if (suspended(html)) return { rendered: false, reason: 'a part of the page kept suspending' };
  } catch (error) {
    return { rendered: false, reason: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  return {
    rendered: true,
    html,
    state: {
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      queries: queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'success')
        .map((query) => ({ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt })),
      parts: takeRenderedParts(),
    },
  };
}
