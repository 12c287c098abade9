import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { eduProjects, eduStages, eduSteps } from '../../../db/schema.ts';
import { forbidden, notFound } from '../../../http/app-error.ts';
import type { UserRow } from '../../accounts/sessions.ts';
import { projectNotFound } from '../errors.ts';
import type { ProjectRow, StageRow, StepRow } from '../project-outline.ts';
import { assertEducator, editsProject } from './policy.ts';

function assertEdits(project: ProjectRow, user: UserRow): void {
  if (!editsProject(project, user)) throw forbidden('educator_not_author');
}

/** A project the caller may edit: an educator's own, any for an admin; members are refused before the lookup. */
export async function findAuthoredProject(db: Executor, options: { projectId: number; user: UserRow }): Promise<ProjectRow> {
  assertEducator(options.user);
  const [project] = await db.select().from(eduProjects).where(eq(eduProjects.id, options.projectId));
  if (!project) throw projectNotFound();
  assertEdits(project, options.user);
  return project;
}

/** A stage with its project, which the caller may edit. */
export async function findAuthoredStage(db: Executor, options: { stageId: number; user: UserRow }): Promise<{ project: ProjectRow; stage: StageRow }> {
  assertEducator(options.user);
  const [found] = await db
    .select({ project: eduProjects, stage: eduStages })
    .from(eduStages)
    .innerJoin(eduProjects, eq(eduProjects.id, eduStages.projectId))
    .where(eq(eduStages.id, options.stageId));
  if (!found) throw notFound('edu_part_not_found');
  assertEdits(found.project, options.user);
  return found;
}

/** A step with its stage and project, which the caller may edit. */
export async function findAuthoredStep(db: Executor, options: { stepId: number; user: UserRow }): Promise<{ project: ProjectRow; stage: StageRow; step: StepRow }> {
  assertEducator(options.user);
  const [found] = await db
    .select({ project: eduProjects, stage: eduStages, step: eduSteps })
    .from(eduSteps)
    .innerJoin(eduStages, eq(eduStages.id, eduSteps.stageId))
    .innerJoin(eduProjects, eq(eduProjects.id, eduStages.projectId))
    .where(eq(eduSteps.id, options.stepId));
  if (!found) throw notFound('edu_part_not_found');
  assertEdits(found.project, options.user);
  return found;
}
