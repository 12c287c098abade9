const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The HTML of a page whose first screen the server rendered, with its module scripts started after the first paint
 * instead of beside the style sheet: the entry and the module preloads (the build's and the page's) leave the head,
 * and `start-after-paint.js` (apps/web/public) adds them once the page has painted. Without the entry's tag the
 * HTML is returned as it is.
 */
export function startScriptsAfterPaint(html: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return html;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const starter = `<script defer src="/start-after-paint.js" data-entry="${entry}" data-modules="${modules.join(' ')}"></script>`;
  return html
    .replace(ENTRY, '')
    .replaceAll(MODULE_PRELOAD, '')
    .replace('</head>', () => `${starter}</head>`);
}
