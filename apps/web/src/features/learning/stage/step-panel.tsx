import { useTranslation } from 'react-i18next';
import type { EduGrade, EduStepView } from '@madang/contracts';
import { localized } from '../../../lib/format/localized.ts';
import { Markdown } from '../../../ui/markdown/markdown.tsx';
import type { StepAddress } from '../api/learning-api.ts';
import { CodeStep } from './code-step.tsx';
import { LessonStep } from './lesson-step.tsx';
import { QuizStep } from './quiz-step.tsx';

interface StepPanelProps {
  step: EduStepView;
  address: StepAddress;
  onGraded: (grade: EduGrade) => void;
  /** The next step of the stage, offered once this one is passed; null on the stage's last step. */
  onNext: (() => void) | null;
}

/** One step: its text, then what the learner does with it (read, answer, code). */
export function StepPanel({ step, address, onGraded, onNext }: StepPanelProps) {
  const { t, i18n } = useTranslation();
  return (
    <article className="card edu-step" aria-labelledby="edu-step-title" data-testid="step-panel">
      <header className="edu-step-head">
        <span className="chip">{t(`learn.kind.${step.kind}`)}</span>
        {step.status === 'passed' ? <span className="chip edu-chip-done">{t('learn.stepState.passed')}</span> : null}
        <h2 id="edu-step-title" className="edu-step-heading">
          {t('learn.stage.stepNumbered', { number: step.number, title: localized(step.title, i18n.language) })}
        </h2>
      </header>
      {step.locked ? (
        <p className="muted">{t('learn.stage.lockedText')}</p>
      ) : (
        <>
          <Markdown source={localized(step.body, i18n.language)} />
          {step.kind === 'lesson' ? <LessonStep step={step} address={address} onGraded={onGraded} /> : null}
          {step.kind === 'quiz' ? <QuizStep step={step} address={address} onGraded={onGraded} /> : null}
          {step.kind === 'code' ? <CodeStep step={step} address={address} onGraded={onGraded} /> : null}
        </>
      )}
      {step.status === 'passed' && onNext ? (
        <div className="edu-step-actions edu-step-next">
          <button type="button" className="btn btn-primary" onClick={onNext}>
            {t('learn.stage.nextStep')}
          </button>
        </div>
      ) : null}
    </article>
  );
}
