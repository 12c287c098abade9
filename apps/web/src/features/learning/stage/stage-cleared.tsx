import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../../i18n/use-locale.ts';

interface StageClearedProps {
  projectId: number;
  stageNumber: number;
  stageCount: number;
  /** XP the clear earned (after the daily cap and an opened answer); null when unknown. */
  xp: number | null;
}

/** The stage is cleared: the XP it earned and the way on, to the next stage or back to the finished project. */
export function StageCleared({ projectId, stageNumber, stageCount, xp }: StageClearedProps) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const last = stageNumber >= stageCount;
  return (
    <section className="edu-cleared" role="status" data-testid="stage-cleared">
      <div>
        <h2>{last ? t('learn.cleared.projectTitle') : t('learn.cleared.title')}</h2>
        <p>{xp === null ? t('learn.cleared.noXpInfo') : xp > 0 ? t('learn.cleared.xp', { xp }) : t('learn.cleared.noXp')}</p>
      </div>
      {last ? (
        <Link className="btn btn-light" to={lp(`/edu/${projectId}`)}>
          {t('learn.cleared.toProject')}
        </Link>
      ) : (
        <Link className="btn btn-light" to={lp(`/edu/${projectId}/${stageNumber + 1}`)}>
          {t('learn.cleared.next')}
        </Link>
      )}
    </section>
  );
}
