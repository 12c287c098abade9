import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { loadNamespaces } from '../i18n/setup.ts';

/** What a route of the table tells the page shell about itself (the router sets it from the route table). */
export interface PageHandle {
  page: string;
}

const isPageHandle = (handle: unknown): handle is PageHandle => typeof handle === 'object' && handle !== null && typeof (handle as PageHandle).page === 'string';

// The subject a page names once it has loaded (a competition, a post); the shell puts it in the title.
let subject: string | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function setSubject(next: string | undefined) {
  if (next === subject) return;
  subject = next;
  for (const listener of listeners) listener();
}

/** A page that shows one thing (a competition, a post) puts its name in front of the page title while it is shown. */
export function usePageSubject(name: string | undefined) {
  useEffect(() => {
    setSubject(name);
    return () => setSubject(undefined);
  }, [name]);
}

function setDescription(text: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}

/**
 * Gives every page its own `<title>` and description in its language: the deepest matched route's page key
 * names them in the catalog (`page.title.<page>`; `page.description.<page>`, else the site's), after the
 * subject a page has named. Used once, by the app shell, so no page can be left without. The texts are a
 * lazy namespace (the first visit's budget), so the title follows as soon as they have arrived.
 */
export function usePageTitle() {
  const { t, i18n } = useTranslation();
  const page = useMatches()
    .map((match) => match.handle)
    .filter(isPageHandle)
    .at(-1)?.page;
  // Pages name their subject in an effect, which the server's render never runs.
  const named = useSyncExternalStore(
    subscribe,
    () => subject,
    () => undefined,
  );
  const language = i18n.language;

  useEffect(() => {
    let current = true;
    void loadNamespaces(['page']).then(() => {
      if (!current) return;
      const pageName = page && i18n.exists(`page.title.${page}`) ? t(`page.title.${page}`) : undefined;
      document.title = [named, pageName, t('common.brand')].filter(Boolean).join(' · ');
      const own = `page.description.${page}`;
      setDescription(page && i18n.exists(own) ? t(own) : t('page.description.site'));
    });
    return () => {
      current = false;
    };
  }, [t, i18n, page, named, language]);
}
