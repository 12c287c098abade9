import { useTranslation } from 'react-i18next';
import type { Submission } from '@madang/contracts';

/** A submission's state (spec section 4), with its place in the grading queue while it waits. */
export function StatusBadge({ submission }: { submission: Pick<Submission, 'status' | 'queue_position'> }) {
  const { t } = useTranslation();
  const waiting = submission.queue_position !== null && submission.status !== 'scored';
  return (
    <span className="cpt-status-cell">
      <span className={`cpt-status cpt-status-${submission.status}`} data-testid="submission-status">
        {t(`competition.submit.status.${submission.status}`)}
      </span>
      {waiting ? <span className="cell-sub">{t('competition.submit.queue', { position: (submission.queue_position ?? 0) + 1 })}</span> : null}
    </span>
  );
}
