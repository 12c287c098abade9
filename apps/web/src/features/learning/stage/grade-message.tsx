import { useTranslation } from 'react-i18next';
import type { EduGrade } from '@madang/contracts';
import { gradeDetail } from '../lib/learning-lib.ts';
import { InlineCode } from '../parts/inline-code.tsx';

/** The server's verdict on an answer or a submission, with its reason. */
export function GradeMessage({ grade }: { grade: Pick<EduGrade, 'passed' | 'message'> }) {
  const { t } = useTranslation();
  const heading = grade.passed ? t('learn.grade.passed') : t('learn.grade.failed');
  const detail = gradeDetail(grade.message, heading);
  return (
    <div className={`edu-grade ${grade.passed ? 'is-passed' : 'is-failed'}`} role="status" data-testid="grade-message">
      <strong>{heading}</strong>
      {detail ? (
        <p>
          <InlineCode text={detail} />
        </p>
      ) : null}
    </div>
  );
}
