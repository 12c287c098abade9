/**
 * Catalog namespaces the web app loads with the pages and popups that use them, not on the first
 * visit: the first visit to `/` has a 139 KB JavaScript budget and these are rarely needed for it.
 */
export const lazyNamespaces = [
  'auth',
  'validation',
  'errors',
  'competition',
  'team',
  'apiToken',
  'account',
  'devOutbox',
  'host',
  'notification',
  'notice',
  'talk',
  'code',
  'profile',
  'search',
  'xp',
  'ranking',
  'runner',
  'page',
  'learn',
  'about',
  'levelTest',
  'pay',
  'survey',
] as const;
export type LazyNamespace = (typeof lazyNamespaces)[number];
