import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { eduProjects, eduStages, users } from '../../../db/schema.ts';
import type { UserRow } from '../../accounts/sessions.ts';

/** The console's list: an admin's is every project, an educator's the projects they author; drafts included, latest change first. */
export async function listAuthoredProjects(db: Executor, options: { user: UserRow }) {
  const stageCount = sql<number>`(select count(*) from ${eduStages} where ${eduStages.projectId} = ${eduProjects.id})`.mapWith(Number);
  const stepCount = sql<number>`(select count(*) from edu_steps s join edu_stages g on g.id = s.stage_id where g.project_id = ${eduProjects.id})`.mapWith(Number);
  const query = db
    .select({ project: eduProjects, stageCount, stepCount, authorName: users.name })
    .from(eduProjects)
    .leftJoin(users, eq(users.id, eduProjects.authorUserId))
    .orderBy(desc(eduProjects.updatedAt), desc(eduProjects.id))
    .$dynamic();
  return options.user.role === 'admin' ? query : query.where(eq(eduProjects.authorUserId, options.user.id));
}

export type AuthoredProjectListRow = Awaited<ReturnType<typeof listAuthoredProjects>>[number];
