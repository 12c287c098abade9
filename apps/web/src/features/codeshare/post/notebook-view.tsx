import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeNotebook } from '@madang/contracts/codeshare';

/**
 * A notebook as the server rendered it. The server already rebuilt every output from an allow-list; the page
 * cleans it once more so that a rendering stored before a fix can never run anything here.
 */
export function NotebookView({ notebook }: { notebook: CodeNotebook }) {
  const { t } = useTranslation();
  const html = useMemo(() => DOMPurify.sanitize(notebook.html, { USE_PROFILES: { html: true } }), [notebook.html]);
  return (
    <section className="code-notebook" aria-label={t('code.post.notebookHeading')}>
      <h2 className="code-notebook-name">
        {t('code.post.notebookHeading')} · <span className="muted">{notebook.name}</span>
      </h2>
      <div className="nb-scroll" data-testid="code-notebook" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
