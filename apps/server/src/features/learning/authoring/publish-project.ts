import { eq } from 'drizzle-orm';
import type { Locale } from '@madang/contracts';
import type { Database } from '../../../db/client.ts';
import { eduProjects } from '../../../db/schema.ts';
import { conflict } from '../../../http/app-error.ts';
import type { ProjectRow } from '../project-outline.ts';
import { loadAuthoredProject } from './load-authored-project.ts';
import { lockProject } from './stage-writes.ts';

/**
 * Publishes a project when nothing keeps it back (publish-problems.ts): every code step's current version has a
 * passing preview. Under the project's row lock, so no edit slips in between the check and the state change.
 * A refusal lists the problems in the reader's language.
 */
export function publishProject(db: Database, options: { project: ProjectRow; locale: Locale }): Promise<ProjectRow> {
  return db.transaction(async (tx) => {
    await lockProject(tx, options.project.id);
    const [project] = await tx.select().from(eduProjects).where(eq(eduProjects.id, options.project.id));
    const { problems } = await loadAuthoredProject(tx, { project: project!, locale: options.locale });
    if (problems.length > 0) throw conflict('edu_publish_refused', { params: { count: problems.length }, data: { problems } });
    const [published] = await tx.update(eduProjects).set({ state: 'published', updatedAt: new Date() }).where(eq(eduProjects.id, project!.id)).returning();
    return published!;
  });
}

/** Takes a project back to a draft: learners no longer see it; their progress stays for when it returns. */
export async function unpublishProject(db: Database, options: { project: ProjectRow }): Promise<ProjectRow> {
  const [row] = await db.update(eduProjects).set({ state: 'draft', updatedAt: new Date() }).where(eq(eduProjects.id, options.project.id)).returning();
  return row!;
}
