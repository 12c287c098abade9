/** The element the server writes into a page's HTML (apps/server/src/http/page-data.ts). */
const PAGE_DATA_ID = 'madang-page-data';

let answers: Map<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(element.textContent) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

/**
 * The answer the server put into the page's HTML for this GET address, once: the first screen's queries resolve
 * from it without a network round, and any later call (a refetch, another visit) goes to the network as usual.
 */
export function takeEmbeddedAnswer(url: string): unknown {
  answers ??= readAnswers();
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}
