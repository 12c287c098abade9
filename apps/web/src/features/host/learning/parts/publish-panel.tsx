import { useTranslation } from 'react-i18next';
import type { EduAuthoringProject } from '@madang/contracts';
import { apiErrorText } from '../../../../lib/api/api-error-text.ts';
import { notify } from '../../../../ui/toast.ts';
import { usePublishLearningProject } from '../api/learning-console-api.ts';
import { PreviewAll } from './preview-all.tsx';

/** What publishing still needs (each code step's passing preview among it), and the publish or unpublish button. */
export function PublishPanel({ project }: { project: EduAuthoringProject }) {
  const { t } = useTranslation();
  const publish = usePublishLearningProject(project.id);
  const published = project.state === 'published';
  const act = () =>
    publish.mutate(!published, {
      onSuccess: () => notify.success(t(published ? 'host.learning.publish.unpublished' : 'host.learning.publish.published')),
      onError: (error) => notify.error(apiErrorText(error, t)),
    });
  return (
    <section className="cpt-panel host-section" aria-labelledby="edu-publish-title">
      <h2 id="edu-publish-title" className="cpt-section-title">
        {t('host.learning.publish.title')}
      </h2>
      <p className="cell-sub">{t('host.learning.publish.lead')}</p>
      {project.problems.length === 0 ? (
        <p className="cpt-callout" data-testid="publish-ready">
          {published ? t('host.learning.publish.live') : t('host.learning.publish.ready')}
        </p>
      ) : (
        <ul className="edu-console-problems" data-testid="publish-problems">
          {project.problems.map((problem) => (
            <li key={`${problem.key}-${problem.stage ?? 0}-${problem.step ?? 0}`}>{problem.detail}</li>
          ))}
        </ul>
      )}
      <PreviewAll project={project} />
      <div>
        <button
          type="button"
          className={published ? 'btn btn-outline' : 'btn btn-primary'}
          disabled={publish.isPending || (!published && project.problems.length > 0)}
          onClick={act}
        >
          {published ? t('host.learning.publish.unpublish') : t('host.learning.publish.publish')}
        </button>
      </div>
    </section>
  );
}
