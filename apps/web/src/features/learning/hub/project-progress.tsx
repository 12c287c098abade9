import { useTranslation } from 'react-i18next';
import { progressPercent } from '../lib/learning-lib.ts';

/** A learner's passed steps of all, as a bar and in words. */
export function ProjectProgress({ passed, total, label }: { passed: number; total: number; label?: string }) {
  const { t } = useTranslation();
  const percent = progressPercent(passed, total);
  const text = t('learn.progress.steps', { passed, total });
  return (
    <div className="edu-progress">
      <div className="edu-progress-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={label ?? text}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <span className="edu-progress-text">{text}</span>
    </div>
  );
}
