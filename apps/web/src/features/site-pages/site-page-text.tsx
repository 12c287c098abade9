import type { ReactNode } from 'react';
import type { SitePageKey } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../ui/markdown/markdown.tsx';
import { Failed, Loading } from '../../ui/query-state.tsx';
import { useSitePage } from './api/site-pages-api.ts';

interface Props {
  pageKey: SitePageKey;
  /** The heading until the page's own title has arrived (the installed default's). */
  fallbackTitle: string;
  /** Shown instead of the body when the admins left it empty (the recruit page without positions). */
  empty?: ReactNode;
}

/**
 * The part of a site page that admins write in the console: its title as the page heading and its markdown
 * body, rendered as any member-written text is (no raw HTML, images only from the platform's store).
 */
export function SitePageText({ pageKey, fallbackTitle, empty }: Props) {
  const { t } = useTranslation();
  const page = useSitePage(pageKey);
  return (
    <>
      <h1 className="page-title">{page.data?.title ?? fallbackTitle}</h1>
      {page.isPending ? <Loading /> : null}
      {page.isError ? <Failed text={t('about.sitePage.loadError')} onRetry={() => void page.refetch()} /> : null}
      {page.data ? page.data.body ? <Markdown source={page.data.body} testId={`site-page-${pageKey}`} /> : empty : null}
    </>
  );
}
