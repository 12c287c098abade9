import { useTranslation } from 'react-i18next';
import type { EduGrade } from '@madang/contracts';

/** The server's verdict on an answer or a submission, with its reason. */
export function GradeMessage({ grade }: { grade: Pick<EduGrade, 'passed' | 'message'> }) {
  const { t } = useTranslation();
  return (
    <div className={`edu-grade ${grade.passed ? 'is-passed' : 'is-failed'}`} role="status" data-testid="grade-message">
      <strong>{grade.passed ? t('learn.grade.passed') : t('learn.grade.failed')}</strong>
      <p>{grade.message}</p>
    </div>
  );
}
