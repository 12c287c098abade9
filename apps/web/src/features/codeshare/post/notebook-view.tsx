import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeNotebook } from '@madang/contracts/codeshare';
import { highlightCode } from '../../../ui/markdown/highlight-code.ts';

/** Colours the notebook's code cells (`<pre class="nb-source"><code class="language-…">`) as posts colour theirs. */
function highlightSources(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const code of template.content.querySelectorAll<HTMLElement>('pre.nb-source > code[class^="language-"]')) {
    // The highlighter escapes the code it is given, so its output holds no markup but its own spans.
    const highlighted = highlightCode(code.textContent ?? '', code.className.slice('language-'.length));
    if (highlighted) code.innerHTML = highlighted;
  }
  return template.innerHTML;
}

/**
 * A notebook as the server rendered it. The server already rebuilt every output from an allow-list; the page
 * cleans it once more so that a rendering stored before a fix can never run anything here, then colours the code.
 */
export function NotebookView({ notebook }: { notebook: CodeNotebook }) {
  const { t } = useTranslation();
  const html = useMemo(() => highlightSources(DOMPurify.sanitize(notebook.html, { USE_PROFILES: { html: true } })), [notebook.html]);
  return (
    <section className="code-notebook" aria-label={t('code.post.notebookHeading')}>
      <h2 className="code-notebook-name">
        {t('code.post.notebookHeading')} · <span className="muted">{notebook.name}</span>
      </h2>
      <div className="nb-scroll" data-testid="code-notebook" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
