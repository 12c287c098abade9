import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { EduProjectCard } from '@madang/contracts';
import { containsPattern } from '@madang/contracts/search';
import type { Executor } from '../../db/client.ts';
import { eduProjects } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { loadCardInputs, loadEnrollments } from './card-inputs.ts';
import { presentCard } from './presenter.ts';

/** Published projects whose title or summary, in either language, holds the keyword: the search's learning half. */
export async function searchProjects(db: Executor, options: { keyword: string; viewer: UserRow | undefined; limit: number }): Promise<EduProjectCard[]> {
  const pattern = containsPattern(options.keyword);
  const projects = await db
    .select()
    .from(eduProjects)
    .where(
      and(
        eq(eduProjects.state, 'published'),
        or(
          ilike(sql`${eduProjects.title}->>'ko'`, pattern),
          ilike(sql`${eduProjects.title}->>'en'`, pattern),
          ilike(sql`${eduProjects.summary}->>'ko'`, pattern),
          ilike(sql`${eduProjects.summary}->>'en'`, pattern),
        ),
      ),
    )
    .orderBy(asc(eduProjects.position), asc(eduProjects.id))
    .limit(options.limit);
  const userId = options.viewer?.id;
  const enrollments = await loadEnrollments(db, { userId, projectIds: projects.map((project) => project.id) });
  return (await loadCardInputs(db, { projects, userId, enrollments })).map(presentCard);
}
