import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { EduAuthoringProject } from '@madang/contracts';
import { usePartWrites } from '../api/learning-console-api.ts';
import { StageCard } from './stage-card.tsx';
import { StageForm, stageValues } from './stage-form.tsx';
import { StepEditor } from './step-editor.tsx';

/** Which step the editor shows: `step=<id>` edits a step, `step=new-<stageId>` writes a new one in that stage. */
function editedStep(project: EduAuthoringProject, param: string | null) {
  if (!param) return null;
  const adding = /^new-(\d+)$/.exec(param);
  if (adding) {
    const stage = project.stages.find((s) => s.id === Number(adding[1]));
    return stage ? { stage, step: null } : null;
  }
  for (const stage of project.stages) {
    const step = stage.steps.find((s) => s.id === Number(param));
    if (step) return { stage, step };
  }
  return null;
}

/** The project's stages and steps, or one step's editor when the address names a step. */
export function ContentPanel({ project }: { project: EduAuthoringProject }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const writes = usePartWrites(project.id);
  const edited = editedStep(project, search.get('step'));
  if (edited) {
    return (
      <StepEditor
        key={edited.step?.id ?? `new-${edited.stage.id}`}
        project={project}
        stage={edited.stage}
        step={edited.step}
        onClose={() => setSearch({ tab: 'content' })}
        onCreated={(stepId) => setSearch({ tab: 'content', step: String(stepId) }, { replace: true })}
      />
    );
  }
  return (
    <div className="host-stack">
      {project.stages.length === 0 ? <p className="cpt-callout">{t('host.learning.stage.none')}</p> : null}
      {project.stages.map((stage, index) => (
        <StageCard key={stage.id} project={project} stage={stage} index={index} />
      ))}
      <section className="cpt-panel host-section" aria-labelledby="edu-add-stage">
        <h2 id="edu-add-stage" className="cpt-section-title">
          {t('host.learning.stage.add')}
        </h2>
        <StageForm
          key={project.stages.length}
          initial={stageValues()}
          saving={writes.addStage.isPending}
          submitLabel={t('host.learning.stage.add')}
          onSave={(values) => writes.addStage.mutateAsync(values)}
        />
      </section>
    </div>
  );
}
