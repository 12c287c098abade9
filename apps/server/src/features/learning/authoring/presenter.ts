import type { EduAuthoringProject, EduAuthoringProjectItem, EduAuthoringStep, EduPreview, Locale } from '@madang/contracts';
import type { RunnerConfig } from '../../../config.ts';
import { presentCodeRun } from '../../code-runs/presenter.ts';
import { dataFileUrl, type OutlineStep, type ProjectRow } from '../project-outline.ts';
import type { AuthoredProjectListRow } from './list-authored-projects.ts';
import type { AuthoredProject } from './load-authored-project.ts';
import { previewState, type PreviewWithRuns } from './preview-state.ts';

interface PresentOptions {
  locale: Locale;
  limits: RunnerConfig['limits'];
  queuePositions: Map<number, number>;
}

/** The store's key of a cover back to the address the form holds. */
const coverUrl = (coverPath: string | null) => (coverPath?.startsWith('images/') ? `/api/v1/${coverPath}` : null);

/** A preview and its two runs, as their author reads them (the check's message in the reader's language). */
export function presentPreview(found: PreviewWithRuns, options: PresentOptions & { currentVersion: string | undefined }): EduPreview {
  const run = (row: PreviewWithRuns['solution']) =>
    presentCodeRun(row, { locale: options.locale, limits: options.limits, queuePosition: options.queuePositions.get(row.id) ?? null });
  return {
    id: found.preview.id,
    state: previewState(found),
    current: found.preview.version === options.currentVersion,
    solution: run(found.solution),
    starter: run(found.starter),
    created_at: found.preview.createdAt.toISOString(),
  };
}

/** A step whole, hidden parts included: its author writes them. */
function presentStep(step: OutlineStep, project: AuthoredProject, options: PresentOptions): EduAuthoringStep {
  const preview = project.previews.get(step.id);
  return {
    id: step.id,
    number: step.number,
    kind: step.kind,
    title: step.title,
    body: step.body,
    quiz:
      step.kind === 'quiz' && step.quiz
        ? { kind: step.quiz.kind, options: step.quiz.options, correct: step.quiz.correct, accepted: step.quiz.accepted, explanation: step.quiz.explanation }
        : null,
    code:
      step.kind === 'code' && step.code
        ? { starter: step.code.starter, check: step.code.check, solution: step.code.solution, hints: step.code.hints, expects_figure: step.code.expectsFigure }
        : null,
    preview: preview ? presentPreview(preview, { ...options, currentVersion: project.versions.get(step.id) }) : null,
  };
}

export function presentAuthoringItem(row: AuthoredProjectListRow): EduAuthoringProjectItem {
  return presentItem(row.project, {
    stageCount: row.stageCount,
    stepCount: row.stepCount,
    author: row.project.authorUserId !== null && row.authorName !== null ? { id: row.project.authorUserId, name: row.authorName } : null,
  });
}

function presentItem(project: ProjectRow, counts: { stageCount: number; stepCount: number; author: { id: number; name: string } | null }): EduAuthoringProjectItem {
  return {
    id: project.id,
    slug: project.slug,
    category: project.category,
    level: project.level,
    access: project.access,
    state: project.state,
    title: project.title,
    stage_count: counts.stageCount,
    step_count: counts.stepCount,
    author: counts.author,
    updated_at: project.updatedAt.toISOString(),
  };
}

export function presentAuthoringProject(found: AuthoredProject, options: Omit<PresentOptions, 'queuePositions'>): EduAuthoringProject {
  const { outline } = found;
  const { project } = outline;
  const present = { ...options, queuePositions: found.queuePositions };
  return {
    ...presentItem(project, { stageCount: outline.stages.length, stepCount: outline.steps.length, author: found.author }),
    summary: project.summary,
    description: project.description,
    cover_url: coverUrl(project.coverPath),
    competition_id: project.competitionId,
    position: project.position,
    data_files: outline.files.map((file) => ({ id: file.id, name: file.name, size: file.size, url: dataFileUrl(project.id, file.name) })),
    stages: outline.stages.map((stage) => ({
      id: stage.id,
      number: stage.number,
      title: stage.title,
      summary: stage.summary,
      xp: stage.xp,
      steps: stage.steps.map((step) => presentStep(step, found, present)),
    })),
    problems: found.problems,
  };
}
