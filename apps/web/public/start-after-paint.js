/*
 * Starts the app's scripts once a page the server rendered has painted (apps/server/src/http/first-screen/
 * scripts-after-paint.ts names them on this script's element): the page reads from its HTML and style sheet alone,
 * so those get the connection first, and the scripts, which take the page over, follow. A classic deferred script,
 * which browsers fetch at low priority, served from public/ as it is. Plain ES5 with function declarations only, like
 * old-browser.js: browsers without modules run it too, and there it starts nothing (old-browser.js says why).
 */
function startAppAfterPaint(script) {
  var started = false;
  var modules = script.getAttribute('data-modules').split(' ');

  function preload(href) {
    if (!href) return;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }

  // The module preloads go in a few at a time, a task each: adding a preload starts its request there and then, and
  // forty in one task made a long task of their own on a slow phone.
  function preloadFrom(index) {
    modules.slice(index, index + 8).forEach(preload);
    if (index + 8 < modules.length) setTimeout(preloadFrom, 0, index + 8);
  }

  function start() {
    if (started) return;
    started = true;
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = script.getAttribute('data-entry');
    document.head.appendChild(entry);
    setTimeout(preloadFrom, 0, 0);
  }

  function startAfterFrame() {
    setTimeout(start, 0);
  }

  function startOnFirstPaint(entries, observer) {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }

  if (!('noModule' in HTMLScriptElement.prototype)) return;
  // A hidden page paints nothing, so it starts at once. A shown one starts when the browser reports its first
  // contentful paint (the moment it was presented: the frame it was drawn in comes tens of milliseconds earlier), or
  // after the next frame where paints are not reported; in any case within two seconds (a page hidden before its
  // first paint never reports one).
  setTimeout(start, 2000);
  if (document.visibilityState === 'hidden') start();
  else if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new PerformanceObserver(startOnFirstPaint).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(startAfterFrame);
}
startAppAfterPaint(document.currentScript);
