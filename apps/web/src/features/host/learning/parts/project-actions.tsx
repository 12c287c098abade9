import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { EduAuthoringProject } from '@madang/contracts';
import { useLocalePath } from '../../../../i18n/use-locale.ts';
import { apiErrorText } from '../../../../lib/api/api-error-text.ts';
import { Modal } from '../../../../ui/modal.tsx';
import { notify } from '../../../../ui/toast.ts';
import { exportZipHref, useDeleteLearningProject } from '../api/learning-console-api.ts';

/** Beside the project's title: its page as learners see it, the zip download in either language, and deleting it. */
export function ProjectActions({ project }: { project: EduAuthoringProject }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const remove = useDeleteLearningProject(project.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="host-inline edu-console-actions">
      <Link className="btn btn-outline btn-sm" to={lp(`/edu/${project.id}`)}>
        {t('host.learning.actions.view')}
      </Link>
      <a className="btn btn-outline btn-sm" href={exportZipHref(project.id, 'ko')} download>
        {t('host.learning.actions.exportKo')}
      </a>
      <a className="btn btn-outline btn-sm" href={exportZipHref(project.id, 'en')} download>
        {t('host.learning.actions.exportEn')}
      </a>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setConfirming(true)}>
        {t('host.learning.actions.delete')}
      </button>
      <Modal open={confirming} onOpenChange={setConfirming} title={t('host.learning.actions.deleteTitle')}>
        <p>{t('host.learning.actions.deleteBody')}</p>
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
            {t('host.learning.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  notify.success(t('host.learning.actions.deleted'));
                  void navigate(lp('/host/learning'));
                },
                onError: (error) => notify.error(apiErrorText(error, t)),
              })
            }
          >
            {t('host.learning.actions.delete')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
