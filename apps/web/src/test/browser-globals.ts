import type { Window } from 'happy-dom';

// The browser's globals a test needs: all of happy-dom's that node lacks, and its own events (DOM nodes dispatch
// only those). Node's own, read as this module loads, are what the server's render runs with.
const NODE_GLOBALS = new Set(Object.getOwnPropertyNames(globalThis));
const OWN_EVENTS = ['Event', 'EventTarget', 'CustomEvent'];
const NODE_EVENTS = new Map(OWN_EVENTS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)!]));
const browserGlobals = (window: Window) => [...Object.getOwnPropertyNames(window).filter((name) => !NODE_GLOBALS.has(name)), ...OWN_EVENTS];

/** Puts `window`'s globals where a page's scripts find them, with React's act() environment on. */
export function installBrowserGlobals(window: Window): void {
  for (const name of browserGlobals(window)) Object.defineProperty(globalThis, name, { value: window[name as keyof Window], configurable: true, writable: true });
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
}

/** Takes `window`'s globals away again and gives node its own events back. */
export function removeBrowserGlobals(window: Window): void {
  for (const name of browserGlobals(window)) {
    if (OWN_EVENTS.includes(name)) Object.defineProperty(globalThis, name, NODE_EVENTS.get(name)!);
    else Reflect.deleteProperty(globalThis, name);
  }
}
