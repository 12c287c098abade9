import { localeFromPath } from '../locale-path.ts';
import { STALE_DEFAULT_MS } from './query-client.ts';

/** The element the server writes into a page's HTML (apps/server/src/http/page-data.ts). */
const PAGE_DATA_ID = 'madang-page-data';

interface EmbeddedAnswers {
  locale: string | undefined;
  byAddress: Map<string, unknown>;
}

let embedded: EmbeddedAnswers | undefined;

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
  embedded ??= readAnswers();
  if (embedded.byAddress.size === 0 || performance.now() > STALE_DEFAULT_MS) return undefined;
  // The address's language, not the client's: the first page's loaders may run before the catalog has switched it.
  if (embedded.locale !== localeFromPath(window.location.pathname)) return undefined;
  const answer = embedded.byAddress.get(url);
  embedded.byAddress.delete(url);
  return answer;
}
