import { localeFromPath } from '../locale-path.ts';
import { STALE_DEFAULT_MS } from './query-client.ts';

/** The element the server writes into a page's HTML (apps/server/src/http/page-data.ts). */
const PAGE_DATA_ID = 'madang-page-data';

interface EmbeddedAnswers {
  locale: string | undefined;
  byAddress: Map<string, unknown>;
}

let embedded: EmbeddedAnswers | undefined;

/** In the server's render of a first screen: the answers it was given, and nothing else. */
let serverAnswers: Map<string, unknown> | undefined;

/** Raised in the server's render for a read it was given no answer for: the browser asks for it after taking over. */
class UnansweredOnServer extends Error {}

/**
 * Makes every GET of the server's render of a first screen (app/server-render/render-first-screen.tsx) answer from
 * `answers`, which the server fetched under the visitor's own cookies: a render never reaches the network.
 */
export function answerFromServer(answers: Record<string, unknown>): void {
  serverAnswers = new Map(Object.entries(answers));
}

function readAnswers(): EmbeddedAnswers {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return { locale: undefined, byAddress: new Map() };
  try {
    return { locale: element.dataset.locale, byAddress: new Map(Object.entries(JSON.parse(element.textContent) as Record<string, unknown>)) };
  } catch {
    return { locale: undefined, byAddress: new Map() };
  }
}

/**
 * The answer the server put into the page's HTML for this GET address, once: the first screen's queries resolve
 * from it without a network round, and any later call (a refetch, another visit) goes to the network as usual.
 * An answer is only as fresh as the app's default for reads, and only in the language it was answered in, so one
 * the first screen left unused is never shown after a language switch or minutes later.
 */
export function takeEmbeddedAnswer(url: string): unknown {
  if (serverAnswers) {
    if (!serverAnswers.has(url)) throw new UnansweredOnServer(url);
    return serverAnswers.get(url);
  }
  embedded ??= readAnswers();
  if (embedded.byAddress.size === 0 || performance.now() > STALE_DEFAULT_MS) return undefined;
  // The address's language, not the client's: the first page's loaders may run before the catalog has switched it.
  if (embedded.locale !== localeFromPath(window.location.pathname)) return undefined;
  const answer = embedded.byAddress.get(url);
  embedded.byAddress.delete(url);
  return answer;
}

/**
 * Called before every write: an answer the first screen left unused may be what the write changes, so none is taken
 * after it and the next read of it goes to the network.
 */
export function forgetEmbeddedAnswers(): void {
  embedded = { locale: undefined, byAddress: new Map() };
}
