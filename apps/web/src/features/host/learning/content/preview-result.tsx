import { useTranslation } from 'react-i18next';
import type { CodeRun, EduPreview } from '@madang/contracts';
import { PreviewStateChip } from './preview-state-chip.tsx';

/** One of the two runs: where it stands, what it printed, its error, and what the check said. */
function RunResult({ title, run, expectPass }: { title: string; run: CodeRun; expectPass: boolean }) {
  const { t } = useTranslation();
  const result = run.result;
  const text =
    result?.outputs
      .filter((o) => o.kind === 'stdout' || o.kind === 'stderr' || o.kind === 'value')
      .map((o) => o.text ?? '')
      .join('') ?? '';
  const figures = result?.outputs.filter((o) => o.kind === 'figure' && o.png) ?? [];
  const tables = result?.outputs.filter((o) => o.kind === 'table').length ?? 0;
  const check = result?.check;
  const asWanted = check ? check.passed === expectPass : false;
  return (
    <section className="edu-console-run" aria-label={title}>
      <h4>{title}</h4>
      {run.status === 'queued' || run.status === 'running' ? (
        <p className="cell-sub" aria-live="polite">
          {run.status === 'queued' ? t('host.learning.preview.queued', { ahead: run.queue_position ?? 0 }) : t('host.learning.preview.running')}
        </p>
      ) : null}
      {run.notice ? <p className="field-error">{run.notice.detail}</p> : null}
      {check ? (
        <p className={asWanted ? 'edu-console-check-ok' : 'edu-console-check-bad'} data-testid="preview-check">
          {check.passed ? t('host.learning.preview.checkPassed') : t('host.learning.preview.checkFailed')} {check.message}
        </p>
      ) : null}
      {result?.error ? <pre className="edu-console-output edu-console-error">{`${result.error.type}: ${result.error.message}`}</pre> : null}
      {text ? <pre className="edu-console-output">{text}</pre> : null}
      {tables > 0 ? <p className="cell-sub">{t('host.learning.preview.tables', { tables })}</p> : null}
      {figures.map((figure, index) => (
        <img key={index} className="edu-console-figure" src={`data:image/png;base64,${figure.png}`} alt={t('host.learning.preview.figure', { number: index + 1 })} />
      ))}
    </section>
  );
}

/** The live preview: the model answer should pass the check, the starter should not. */
export function PreviewResult({ preview }: { preview: EduPreview | null }) {
  const { t } = useTranslation();
  if (!preview) return <p className="cell-sub">{t('host.learning.preview.never')}</p>;
  return (
    <div className="edu-console-preview" data-testid="preview-result" data-state={preview.state}>
      <p>
        <PreviewStateChip preview={preview} /> {preview.current ? t(`host.learning.preview.says.${preview.state}`) : t('host.learning.preview.ofDraft')}
      </p>
      <div className="edu-console-runs">
        <RunResult title={t('host.learning.preview.solution')} run={preview.solution} expectPass />
        <RunResult title={t('host.learning.preview.starter')} run={preview.starter} expectPass={false} />
      </div>
    </div>
  );
}
