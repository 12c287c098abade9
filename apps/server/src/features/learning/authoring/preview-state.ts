import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EduCodeParts } from '@madang/contracts';
import type { Executor } from '../../../db/client.ts';
import { codeRuns, eduStages, eduStepPreviews, eduSteps } from '../../../db/schema.ts';
import { conflict } from '../../../http/app-error.ts';
import type { CodeRunRow } from '../../code-runs/create-code-run.ts';
import type { ProjectRow } from '../project-outline.ts';
import { fingerprintFiles, stepVersion } from './step-version.ts';

export type PreviewState = 'running' | 'passed' | 'failed';
export type PreviewRow = typeof eduStepPreviews.$inferSelect;
export interface PreviewWithRuns {
  preview: PreviewRow;
  solution: CodeRunRow;
  starter: CodeRunRow;
}

const finished = (run: CodeRunRow) => run.status !== 'queued' && run.status !== 'running';
const checkPassed = (run: CodeRunRow) => run.status === 'done' && run.result?.check?.passed === true;

/** A step is ready when its model answer passes its check and its starter does not (a learner must change something). */
export function previewState(runs: { solution: CodeRunRow; starter: CodeRunRow }): PreviewState {
  if (!finished(runs.solution) || !finished(runs.starter)) return 'running';
  return checkPassed(runs.solution) && runs.starter.status === 'done' && !checkPassed(runs.starter) ? 'passed' : 'failed';
}

const solutionRuns = alias(codeRuns, 'solution_runs');
const starterRuns = alias(codeRuns, 'starter_runs');

/** Previews with their two runs, newest first. */
function selectPreviews(db: Executor) {
  return db
    .select({ preview: eduStepPreviews, solution: solutionRuns, starter: starterRuns })
    .from(eduStepPreviews)
    .innerJoin(solutionRuns, eq(solutionRuns.id, eduStepPreviews.solutionRunId))
    .innerJoin(starterRuns, eq(starterRuns.id, eduStepPreviews.starterRunId))
    .orderBy(desc(eduStepPreviews.createdAt), desc(eduStepPreviews.id))
    .$dynamic();
}

/**
 * For the given code steps and their current versions: each step's latest preview (of whatever version, for the
 * editor) and its latest preview of the current version (what publishing counts).
 */
export async function loadStepPreviews(db: Executor, versions: Map<number, string>) {
  const latest = new Map<number, PreviewWithRuns>();
  const current = new Map<number, PreviewWithRuns>();
  if (versions.size === 0) return { latest, current };
  for (const row of await selectPreviews(db).where(inArray(eduStepPreviews.stepId, [...versions.keys()]))) {
    const { stepId, version } = row.preview;
    if (!latest.has(stepId)) latest.set(stepId, row);
    if (!current.has(stepId) && versions.get(stepId) === version) current.set(stepId, row);
  }
  return { latest, current };
}

/** The latest preview of this version of the project's code, under any of its steps. */
export async function findVersionPreview(db: Executor, options: { projectId: number; version: string }): Promise<PreviewWithRuns | undefined> {
  const [row] = await selectPreviews(db)
    .innerJoin(eduSteps, eq(eduSteps.id, eduStepPreviews.stepId))
    .innerJoin(eduStages, eq(eduStages.id, eduSteps.stageId))
    .where(and(eq(eduStages.projectId, options.projectId), eq(eduStepPreviews.version, options.version)))
    .limit(1);
  return row && { preview: row.preview, solution: row.solution, starter: row.starter };
}

/** Refuses code that no passing preview vouches for (a published project's code steps). */
export async function assertPublishableCode(db: Executor, options: { project: ProjectRow; stepId: number | null; parts: EduCodeParts }): Promise<void> {
  const version = stepVersion(options.parts, await fingerprintFiles(db, options.project.id));
  const found = await findVersionPreview(db, { projectId: options.project.id, version });
  if (!found || previewState(found) !== 'passed') throw conflict('edu_published_needs_preview');
}
