import { useTranslation } from 'react-i18next';
import type { CompetitionDetail, Submission } from '@madang/contracts';
import { notify } from '../../../ui/toast.ts';
import { useMarkFinal } from '../api/submission-api.ts';
import { knownKeyOf } from '../../../lib/api/api-error-key.ts';
import { formatDate } from '../../../lib/format/dates.ts';
import { formatScore } from '../../../lib/format/score.ts';
import { useErrorText } from '../../../ui/use-error-text.ts';
import { MemoEditor } from './memo-editor.tsx';
import { StatusBadge } from './status-badge.tsx';

interface Props {
  competition: CompetitionDetail;
  items: Submission[];
  finalLimit: number;
  selectedId: number | null;
}

/** The team's submissions: file, memo, state, scores, time and the final choice. */
export function SubmissionTable({ competition, items, finalLimit, selectedId }: Props) {
  const { t, i18n } = useTranslation();
  const markFinal = useMarkFinal(competition.id);
  const errorText = useErrorText();
  const showPrivate = competition.status === 'closed';
  const canChoose = competition.phase === 'open';

  const toggleFinal = (submission: Submission) =>
    markFinal.mutate(
      { submission_id: submission.id, use: !submission.is_final },
      {
        onSuccess: (body) => notify.success(body.data.is_final ? t('competition.submit.finalMarked') : t('competition.submit.finalUnmarked')),
        onError: (error) => notify.error(errorText(error, { limit: finalLimit })),
      },
    );

  return (
    <div className="cpt-table-wrap">
      {/* Explicit roles: on a phone the rows are laid out as cards, and the table's meaning must stay for readers. */}
      <table className="cpt-table cpt-submissions cpt-cards" data-testid="submission-table" role="table">
        <caption className="sr-only">{t('competition.submit.listTitle')}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {t('competition.submit.columns.file')}
            </th>
            <th scope="col" role="columnheader">
              {t('competition.submit.columns.status')}
            </th>
            <th scope="col" role="columnheader" className="num">
              {t('competition.submit.columns.public')}
            </th>
            {showPrivate ? (
              <th scope="col" role="columnheader" className="num">
                {t('competition.submit.columns.private')}
              </th>
            ) : null}
            <th scope="col" role="columnheader">
              {t('competition.submit.columns.time')}
            </th>
            <th scope="col" role="columnheader">
              {t('competition.submit.columns.final', { limit: finalLimit })}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {items.map((submission) => (
            <tr
              key={submission.id}
              role="row"
              className={submission.id === selectedId ? 'is-selected' : undefined}
              aria-selected={submission.id === selectedId}
              data-testid={`submission-${submission.id}`}
            >
              <td role="cell" className="cpt-card-head">
                <span className="mono">{submission.file_name}</span>
                {submission.is_sample ? <span className="chip chip-quiet">{t('competition.data.sample')}</span> : null}
                <MemoEditor competitionId={competition.id} submissionId={submission.id} memo={submission.memo} />
                {submission.error ? <SubmissionError error={submission.error} extension={competition.rules.file_extension} /> : null}
                {submission.disqualified_reason ? (
                  <span className="cell-sub cpt-error-text" data-testid="submission-disqualified">
                    {t('competition.submit.disqualified', { reason: submission.disqualified_reason })}
                  </span>
                ) : null}
              </td>
              <td role="cell" data-label={t('competition.submit.columns.status')}>
                <StatusBadge submission={submission} />
              </td>
              <td role="cell" className="num" data-label={t('competition.submit.columns.public')} data-testid="submission-public-score">
                {formatScore(submission.public_score)}
              </td>
              {showPrivate ? (
                <td role="cell" className="num" data-label={t('competition.submit.columns.private')}>
                  {formatScore(submission.private_score)}
                </td>
              ) : null}
              <td role="cell" className="nowrap" data-label={t('competition.submit.columns.time')}>
                {formatDate(submission.created_at, i18n.language, { withTime: true })}
                <span className="cell-sub">{submission.submitted_by.name}</span>
              </td>
              <td role="cell" data-label={t('competition.submit.columns.final', { limit: finalLimit })}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={submission.is_final}
                    disabled={!canChoose || submission.status !== 'scored' || markFinal.isPending}
                    onChange={() => toggleFinal(submission)}
                  />
                  <span className="sr-only">{t('competition.submit.markFinal', { file: submission.file_name })}</span>
                </label>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Why grading failed: the spec's words for the keys the feature knows, the scorer's own text (with line and column) otherwise. */
function SubmissionError({ error, extension }: { error: NonNullable<Submission['error']>; extension: string }) {
  const { t } = useTranslation();
  const key = knownKeyOf(error.key);
  const text = key && key !== 'tooManyRows' ? t(`competition.errors.${key}`, { extension, limit: '' }) : error.detail;
  return <span className="cell-sub cpt-error-text">{text}</span>;
}
