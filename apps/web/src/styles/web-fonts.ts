/**
 * Attaches the web font's `@font-face` rules (web-fonts.css) once the browser has painted the page. Until then the
 * page names no font file, so no font competes with the page's own files and data for the link before the first
 * paint; the text paints in the metric-matched fallback faces of fonts.css, and Pretendard replaces them in place.
 */
export function attachWebFontsAfterFirstPaint(): void {
  afterFirstPaint(() => void import('./web-fonts.css'));
}

/** Runs `then` after the first contentful paint, or after the next frame where the browser does not report paints. */
function afterFirstPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}
