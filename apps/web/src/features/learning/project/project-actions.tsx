import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EduProjectDetail } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { useRetakeProject } from '../api/learning-api.ts';
import { resumePath } from '../lib/learning-lib.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';

/** Start, Continue, Review and Retake, as the caller's state allows; every way in goes through the gate. */
export function ProjectActions({ project, enter }: { project: EduProjectDetail; enter: (href: string) => boolean }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const retake = useRetakeProject(project.id);
  const [confirmRetake, setConfirmRetake] = useState(false);
  const guarded = (href: string) => (event: MouseEvent) => {
    if (!enter(href)) event.preventDefault();
  };

  if (project.access_state === 'login_required') {
    const first = lp(`/edu/${project.id}/1`);
    return (
      <div className="edu-actions">
        <button type="button" className="btn btn-primary" onClick={() => enter(first)}>
          {t('learn.loginToLearn')}
        </button>
        <p className="muted">{t('learn.project.loginLead')}</p>
      </div>
    );
  }
  const start = lp(project.status === 'not_started' ? `/edu/${project.id}/1` : resumePath(project));
  return (
    <div className="edu-actions">
      {project.status === 'completed' ? (
        <>
          <Link className="btn btn-outline" to={lp(`/edu/${project.id}/1`)} onClick={guarded(lp(`/edu/${project.id}/1`))}>
            {t('learn.project.review')}
          </Link>
          {project.should_retake ? (
            <button type="button" className="btn btn-primary" onClick={() => setConfirmRetake(true)}>
              {t('learn.project.retake')}
            </button>
          ) : null}
        </>
      ) : (
        <Link className="btn btn-primary" to={start} onClick={guarded(start)}>
          {project.status === 'not_started' ? t('learn.project.start') : t('learn.card.continue')}
        </Link>
      )}
      <ConfirmDialog
        open={confirmRetake}
        title={t('learn.project.retakeTitle')}
        confirmLabel={t('learn.project.retake')}
        busy={retake.isPending}
        error={retake.isError ? apiErrorText(retake.error, t) : null}
        onCancel={() => setConfirmRetake(false)}
        onConfirm={() =>
          retake.mutate(undefined, {
            onSuccess: () => {
              setConfirmRetake(false);
              void navigate(lp(`/edu/${project.id}/1`));
            },
          })
        }
      >
        <p>{t('learn.project.retakeText')}</p>
      </ConfirmDialog>
    </div>
  );
}
