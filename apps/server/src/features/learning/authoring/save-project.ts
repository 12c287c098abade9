import { eq } from 'drizzle-orm';
import type { EduProjectValues } from '@madang/contracts';
import type { Executor } from '../../../db/client.ts';
import { competitions, eduProjects } from '../../../db/schema.ts';
import { badRequest, conflict } from '../../../http/app-error.ts';
import { uniqueViolationOf } from '../../../db/errors.ts';
import type { ProjectRow } from '../project-outline.ts';

/** A named competition must exist: a foreign key refusal would otherwise be an unexplained 500. */
async function assertCompetition(db: Executor, competitionId: number | null): Promise<void> {
  if (competitionId === null) return;
  const [found] = await db.select({ id: competitions.id }).from(competitions).where(eq(competitions.id, competitionId));
  if (!found) throw badRequest('validation', { fields: [{ field: 'competition_id', key: 'validation.invalid_value' }] });
}

const columnsOf = (input: EduProjectValues) => ({
  slug: input.slug,
  category: input.category,
  level: input.level,
  access: input.access,
  title: input.title,
  summary: input.summary,
  description: input.description,
  // Stored as the store's key, as the learners' pages read it.
  coverPath: input.cover_url === null ? null : input.cover_url.replace('/api/v1/', ''),
  competitionId: input.competition_id,
  position: input.position,
});

/** Slugs name a project in content folders and links, so two projects never share one. */
const slugTaken = (error: unknown): never => {
  if (uniqueViolationOf(error)) throw conflict('slug_exist');
  throw error;
};

/** A new project, a draft authored by the caller. */
export async function createProject(db: Executor, options: { input: EduProjectValues; authorUserId: number }): Promise<ProjectRow> {
  await assertCompetition(db, options.input.competition_id);
  const [row] = await db
    .insert(eduProjects)
    .values({ ...columnsOf(options.input), state: 'draft', authorUserId: options.authorUserId })
    .returning()
    .catch(slugTaken);
  return row!;
}

/** The whole form written over the project; its state and author stay. */
export async function updateProject(db: Executor, options: { project: ProjectRow; input: EduProjectValues }): Promise<ProjectRow> {
  await assertCompetition(db, options.input.competition_id);
  const [row] = await db
    .update(eduProjects)
    .set({ ...columnsOf(options.input), updatedAt: new Date() })
    .where(eq(eduProjects.id, options.project.id))
    .returning()
    .catch(slugTaken);
  return row!;
}

/** Marks a change of a part (a stage, a step, a file) as a change of the project, for the list's order. */
export async function touchProject(db: Executor, projectId: number): Promise<void> {
  await db.update(eduProjects).set({ updatedAt: new Date() }).where(eq(eduProjects.id, projectId));
}
