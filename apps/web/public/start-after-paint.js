/*
 * Starts the app's scripts once a page the server rendered has painted (apps/server/src/http/first-screen/
 * scripts-after-paint.ts names them on this script's element): the page reads from its HTML and style sheet alone,
 * so those get the connection first, and the scripts, which take the page over, follow. A classic deferred script,
 * which browsers fetch at low priority, with no build step (it is served from public/ as it is).
 */
function startAppAfterPaint(script) {
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  function start() {
    script.getAttribute('data-modules').split(' ').filter(Boolean).forEach(preload);
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = script.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  // A hidden page paints nothing (and gets no animation frames); a shown one starts in the task after its next frame.
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(() => {
      setTimeout(start, 0);
    });
}
startAppAfterPaint(document.currentScript);
