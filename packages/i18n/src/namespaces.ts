/**
 * Catalog namespaces the web app loads with the pages that use them, not on the first visit:
 * the first visit to `/` has a 150 KB JavaScript budget and these pages are rarely the first one.
 */
export const lazyNamespaces = ['competition', 'apiToken', 'account', 'devOutbox'] as const;
export type LazyNamespace = (typeof lazyNamespaces)[number];
