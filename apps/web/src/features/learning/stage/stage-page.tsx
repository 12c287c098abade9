import '../learning.css';
import { useCallback, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EduGrade, EduStageDetail } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { localized } from '../../../lib/format/localized.ts';
import { ErrorPage } from '../../../ui/error-page/error-page.tsx';
import { usePageSubject } from '../../../ui/use-page-title.ts';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { useEduStage } from '../api/learning-api.ts';
import { ProjectProgress } from '../hub/project-progress.tsx';
import { initialStep, nextStepNumber, positiveInt } from '../lib/learning-lib.ts';
import { SubscriptionNeededPopup } from '../project/subscription-needed-popup.tsx';
import { StageCleared } from './stage-cleared.tsx';
import { StepNav } from './step-nav.tsx';
import { StepPanel } from './step-panel.tsx';

function Stage({ stage, projectId }: { stage: EduStageDetail; projectId: number }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const [search, setSearch] = useSearchParams();
  const [lastGrade, setLastGrade] = useState<EduGrade | null>(null);
  const current = initialStep(stage.steps, positiveInt(search.get('step')));
  const step = stage.steps.find((candidate) => candidate.number === current);
  const next = nextStepNumber(stage.steps, current);
  const projectTitle = localized(stage.project.title, i18n.language);
  const stageTitle = localized(stage.title, i18n.language);
  usePageSubject(`${stageTitle} · ${projectTitle}`);

  const select = useCallback(
    (number: number) =>
      setSearch((previous) => {
        const params = new URLSearchParams(previous);
        params.set('step', String(number));
        return params;
      }),
    [setSearch],
  );
  const onGraded = useCallback(
    (grade: EduGrade) => {
      setLastGrade(grade);
      // A lesson read moves straight on; answers and code stay so their verdict can be read.
      if (grade.passed && grade.step.kind === 'lesson' && grade.next && grade.next.stage_number === stage.number) select(grade.next.step_number);
    },
    [select, stage.number],
  );

  const passed = stage.steps.filter((candidate) => candidate.status === 'passed').length;
  const clearedNow = lastGrade?.stage_cleared ? lastGrade.xp_awarded : null;
  return (
    <div className="container edu-stage-page" data-testid="edu-stage">
      <header className="edu-stage-head">
        <nav className="edu-crumbs" aria-label={t('learn.crumbs')}>
          <Link to={lp(`/edu/${projectId}`)}>{projectTitle}</Link>
        </nav>
        <h1 className="edu-stage-title">{t('learn.stage.numbered', { number: stage.number, title: stageTitle })}</h1>
        <ProjectProgress passed={passed} total={stage.steps.length} label={t('learn.stage.progressOf', { title: stageTitle })} />
      </header>
      {stage.cleared || lastGrade?.stage_cleared ? (
        <StageCleared projectId={projectId} stageNumber={stage.number} stageCount={stage.project.stage_count} xp={clearedNow ?? stage.xp_awarded} />
      ) : null}
      <div className="edu-stage-grid">
        <StepNav steps={stage.steps} current={current} onSelect={select} />
        {step ? (
          <StepPanel
            key={`${stage.number}:${step.number}`}
            step={step}
            address={{ projectId, stageNumber: stage.number, stepNumber: step.number }}
            onGraded={onGraded}
            onNext={next === null ? null : () => select(next)}
          />
        ) : (
          <p className="muted">{t('learn.stage.noSteps')}</p>
        )}
      </div>
      <nav className="edu-stage-pager" aria-label={t('learn.stage.pager')}>
        {stage.number > 1 ? (
          <Link className="btn btn-outline btn-sm" to={lp(`/edu/${projectId}/${stage.number - 1}`)}>
            {t('learn.stage.previous')}
          </Link>
        ) : (
          <span />
        )}
        <Link className="btn btn-ghost btn-sm" to={lp(`/edu/${projectId}`)}>
          {t('learn.stage.overview')}
        </Link>
        {stage.number < stage.project.stage_count ? (
          <Link className="btn btn-outline btn-sm" to={lp(`/edu/${projectId}/${stage.number + 1}`)}>
            {t('learn.stage.next')}
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </div>
  );
}

/** /edu/{projectId}/{stageNumber}: a stage's steps for a member who may open them (the route guard sends visitors to the overview). */
export default function StagePage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const params = useParams<{ projectId: string; stageNumber: string }>();
  const projectId = Number(params.projectId);
  const query = useEduStage(projectId, Number(params.stageNumber));
  const [popupOpen, setPopupOpen] = useState(true);
  if (query.isPending) return <Loading />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <ErrorPage status={404} />;
    const needsSubscription = isApiError(query.error) && query.error.messageKey === 'subscription_required';
    return (
      <div className="container page-pad edu-page">
        {needsSubscription ? <SubscriptionNeededPopup open={popupOpen} onClose={() => setPopupOpen(false)} /> : null}
        <Failed text={apiErrorText(query.error, t)} onRetry={() => void query.refetch()} />
        <p className="edu-center">
          <Link className="btn btn-outline" to={lp(`/edu/${projectId}`)}>
            {t('learn.stage.overview')}
          </Link>
        </p>
      </div>
    );
  }
  return <Stage stage={query.data} projectId={projectId} />;
}
