import type { EduPublishProblem, Locale } from '@madang/contracts';
import { translate } from '@madang/i18n';
import type { LocalizedText } from '../../../db/schema.ts';
import type { ProjectOutline } from '../project-outline.ts';
import { previewState, type PreviewWithRuns } from './preview-state.ts';

const PREVIEW_PROBLEMS = { running: 'edu_publish_preview_running', failed: 'edu_publish_preview_failed' } as const;

const hasBoth = (text: LocalizedText) => text.ko.trim().length > 0 && text.en.trim().length > 0;

/**
 * What keeps a project from being published, in the reader's language: no stages, an empty stage, a text
 * missing in a language, and every code step whose current version has no passing preview (its model answer
 * passes its check, its starter does not). `current` holds each code step's latest preview of its current version.
 */
export function findPublishProblems(outline: ProjectOutline, options: { current: Map<number, PreviewWithRuns>; locale: Locale }): EduPublishProblem[] {
  const problems: EduPublishProblem[] = [];
  const add = (key: string, stage: number | null = null, step: number | null = null) =>
    problems.push({ key, stage, step, detail: translate(options.locale, `errors.${key}`, { stage: stage ?? '', step: step ?? '' }) });
  const { project } = outline;
  if (!hasBoth(project.summary) || !hasBoth(project.description)) add('edu_publish_project_text');
  if (outline.stages.length === 0) add('edu_publish_no_stages');
  for (const stage of outline.stages) {
    if (stage.steps.length === 0) add('edu_publish_empty_stage', stage.number);
    if (!hasBoth(stage.summary)) add('edu_publish_stage_text', stage.number);
    for (const step of stage.steps) {
      if (!hasBoth(step.body)) add('edu_publish_step_text', stage.number, step.number);
      if (step.kind !== 'code' || !step.code) continue;
      const preview = options.current.get(step.id);
      if (!preview) {
        add('edu_publish_preview_missing', stage.number, step.number);
        continue;
      }
      const state = previewState(preview);
      if (state !== 'passed') add(PREVIEW_PROBLEMS[state], stage.number, step.number);
    }
  }
  return problems;
}
