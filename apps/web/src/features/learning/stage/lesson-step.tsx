import { useTranslation } from 'react-i18next';
import type { EduGrade, EduStepView } from '@madang/contracts';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { useCompleteLesson, type StepAddress } from '../api/learning-api.ts';

/** A lesson is passed by reading it: "Mark as read" records it, then the page moves on. */
export function LessonStep({ step, address, onGraded }: { step: EduStepView; address: StepAddress; onGraded: (grade: EduGrade) => void }) {
  const { t } = useTranslation();
  const complete = useCompleteLesson(address);
  if (step.status === 'passed') return null;
  return (
    <div className="edu-step-actions">
      <button type="button" className="btn btn-primary" disabled={complete.isPending} onClick={() => complete.mutate(undefined, { onSuccess: onGraded })}>
        {t('learn.lesson.markRead')}
      </button>
      {complete.isError ? (
        <p className="form-error" role="alert">
          {apiErrorText(complete.error, t)}
        </p>
      ) : null}
    </div>
  );
}
