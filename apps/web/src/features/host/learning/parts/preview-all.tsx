import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EduAuthoringProject } from '@madang/contracts';
import { apiErrorText } from '../../../../lib/api/api-error-text.ts';
import { notify } from '../../../../ui/toast.ts';
import { usePreviewStep } from '../api/learning-console-api.ts';

const codeSteps = (project: EduAuthoringProject) => project.stages.flatMap((stage) => stage.steps.filter((step) => step.kind === 'code'));

/**
 * Previews, one after the other, every code step whose saved version has no preview yet (an imported project's, for
 * instance): one at a time, because a preview's two runs count against the author's own run limits. A step whose
 * current preview failed is left to its author: running the same version again would fail again.
 */
export function PreviewAll({ project }: { project: EduAuthoringProject }) {
  const { t } = useTranslation();
  const preview = usePreviewStep(project.id);
  const [pending, setPending] = useState<number[]>([]);
  const [active, setActive] = useState<number | null>(null);
  const missing = codeSteps(project)
    .filter((step) => !step.preview?.current)
    .map((step) => step.id);

  // The active step is done once the project shows its current version's preview finished.
  const activeStep = codeSteps(project).find((step) => step.id === active);
  const activeDone = activeStep?.preview?.current === true && activeStep.preview.state !== 'running';
  useEffect(() => {
    if (active !== null && activeDone) setActive(null);
  }, [active, activeDone]);

  useEffect(() => {
    if (active !== null || pending.length === 0) return;
    const [next, ...rest] = pending;
    setPending(rest);
    setActive(next!);
    preview.mutate(
      { stepId: next! },
      {
        onError: (error) => {
          notify.error(apiErrorText(error, t));
          setPending([]);
          setActive(null);
        },
      },
    );
  }, [active, pending, preview, t]);

  const running = active !== null || pending.length > 0;
  if (missing.length === 0 && !running) return null;
  return (
    <div className="host-inline" data-testid="preview-all">
      <button type="button" className="btn btn-outline" disabled={running} onClick={() => setPending(missing)}>
        {t('host.learning.publish.previewAll', { steps: missing.length })}
      </button>
      {running ? (
        <span className="cell-sub" aria-live="polite">
          {t('host.learning.publish.previewing', { left: pending.length + 1 })}
        </span>
      ) : null}
    </div>
  );
}
