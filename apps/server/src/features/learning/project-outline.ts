import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eduProjectFiles, eduProjects, eduStages, eduSteps } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { lectureBoughtSql } from '../payments/lecture-purchase.ts';
import { canSeeProject } from './access.ts';
import { projectNotFound, stageNotFound, stepNotFound } from './errors.ts';

export type ProjectRow = typeof eduProjects.$inferSelect;
export type StageRow = typeof eduStages.$inferSelect;
export type StepRow = typeof eduSteps.$inferSelect;
export type ProjectFileRow = typeof eduProjectFiles.$inferSelect;

/** A step with the number of its stage: where it sits in the project's one order. */
export type OutlineStep = StepRow & { stageNumber: number };

export interface ProjectOutline {
  project: ProjectRow;
  stages: (StageRow & { steps: OutlineStep[] })[];
  /** Every step of the project in the order they are taken: by stage, then by step. */
  steps: OutlineStep[];
  files: ProjectFileRow[];
}

/**
 * A project the viewer may see; a draft of someone else is reported missing, like one that does not exist. It says
 * whether the viewer bought a ranker lecture that opens it (`canOpenSteps`).
 */
export async function findReadableProject(db: Executor, options: { projectId: number; viewer: UserRow | undefined }): Promise<ProjectRow & { lectureBought: boolean }> {
  const [row] = await db
    .select({ project: eduProjects, lectureBought: lectureBoughtSql(options.viewer?.id) })
    .from(eduProjects)
    .where(eq(eduProjects.id, options.projectId));
  if (!row || !canSeeProject(options.viewer, row.project)) throw projectNotFound();
  return { ...row.project, lectureBought: row.lectureBought };
}

/** The project with its stages, steps (hidden parts included: presenters leave them out) and data files. */
export async function loadOutline(db: Executor, project: ProjectRow): Promise<ProjectOutline> {
  const [stages, steps, files] = await Promise.all([
    db.select().from(eduStages).where(eq(eduStages.projectId, project.id)).orderBy(asc(eduStages.number)),
    db
      .select({ step: eduSteps, stageNumber: eduStages.number })
      .from(eduSteps)
      .innerJoin(eduStages, eq(eduStages.id, eduSteps.stageId))
      .where(eq(eduStages.projectId, project.id))
      .orderBy(asc(eduStages.number), asc(eduSteps.number)),
    db.select().from(eduProjectFiles).where(eq(eduProjectFiles.projectId, project.id)).orderBy(asc(eduProjectFiles.name)),
  ]);
  const ordered = steps.map(({ step, stageNumber }) => ({ ...step, stageNumber }));
  return {
    project,
    stages: stages.map((stage) => ({ ...stage, steps: ordered.filter((step) => step.stageId === stage.id) })),
    steps: ordered,
    files,
  };
}

export function findStage(outline: ProjectOutline, stageNumber: number) {
  const stage = outline.stages.find((candidate) => candidate.number === stageNumber);
  if (!stage) throw stageNotFound(stageNumber);
  return stage;
}

export function findStep(outline: ProjectOutline, stageNumber: number, stepNumber: number) {
  const stage = findStage(outline, stageNumber);
  const step = stage.steps.find((candidate) => candidate.number === stepNumber);
  if (!step) throw stepNotFound(stageNumber, stepNumber);
  return { stage, step };
}

/** The address a data file is downloaded from (served by the content routes). */
export const dataFileUrl = (projectId: number, name: string) => `/api/v2/edu/projects/${projectId}/files/${encodeURIComponent(name)}`;
