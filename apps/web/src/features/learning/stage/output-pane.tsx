import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import type { CodeRun } from '@madang/contracts';
import type { z } from 'zod';
import type { runOutputSchema } from '@madang/contracts';

type RunOutput = z.infer<typeof runOutputSchema>;

// A table is pandas' HTML: only the table's own elements survive, with no attributes (no styles, links or handlers).
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'];
const safeTable = (html: string) => DOMPurify.sanitize(html, { ALLOWED_TAGS: TABLE_TAGS, ALLOWED_ATTR: [] });

function Output({ output, index }: { output: RunOutput; index: number }) {
  const { t } = useTranslation();
  switch (output.kind) {
    case 'table':
      return <div className="edu-out-table" dangerouslySetInnerHTML={{ __html: safeTable(output.html ?? '') }} />;
    case 'figure':
      return output.png ? <img className="edu-out-figure" src={`data:image/png;base64,${output.png}`} alt={t('learn.output.figure', { number: index + 1 })} /> : null;
    default:
      // stdout, stderr and values are text, whatever they contain.
      return <pre className={`edu-out-text edu-out-${output.kind}`}>{output.text ?? ''}</pre>;
  }
}

/** What the last run did: its place in the queue while waiting, then what the code printed, drew and raised. */
export function OutputPane({ run, busy, error }: { run: CodeRun | null; busy: boolean; error: string | null }) {
  const { t } = useTranslation();
  let body;
  if (error) {
    body = (
      <p className="edu-out-problem" role="alert">
        {error}
      </p>
    );
  } else if (!run) {
    body = <p className="muted">{busy ? t('learn.output.starting') : t('learn.output.empty')}</p>;
  } else if (run.status === 'queued') {
    body = (
      <p className="muted">{run.queue_position === null || run.queue_position === 0 ? t('learn.output.queuedNext') : t('learn.output.queued', { count: run.queue_position })}</p>
    );
  } else if (run.status === 'running') {
    body = <p className="muted">{t('learn.output.running')}</p>;
  } else {
    const result = run.result;
    body = (
      <>
        {run.notice ? (
          <p className="edu-out-notice" role="status">
            {run.notice.detail}
          </p>
        ) : null}
        {result && result.outputs.length === 0 && !result.error ? <p className="muted">{t('learn.output.nothing')}</p> : null}
        {result?.outputs.map((output, index) => (
          <Output key={index} output={output} index={index} />
        ))}
        {result?.truncated ? <p className="muted">{t('learn.output.truncated')}</p> : null}
        {result?.error ? (
          <div className="edu-out-error" data-testid="run-error">
            <p>
              <strong>{result.error.type}</strong>: {result.error.message}
            </p>
            {result.error.traceback ? <pre className="edu-out-text">{result.error.traceback}</pre> : null}
          </div>
        ) : null}
      </>
    );
  }
  return (
    <section className="edu-output" aria-label={t('learn.output.title')} aria-busy={busy} data-testid="run-output">
      <h3 className="edu-output-title">{t('learn.output.title')}</h3>
      <div className="edu-output-body" aria-live="polite">
        {body}
      </div>
    </section>
  );
}
