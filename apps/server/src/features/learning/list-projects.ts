import { and, asc, count, desc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { eduCategories, type EduCategory, type EduMainList, type LearnerProjectStatus, type MyEdu } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { eduEnrollments, eduProjects } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { loadCardInputs, loadEnrollments } from './card-inputs.ts';
import { learnerStatus, presentCard } from './presenter.ts';

/**
 * `GET /v2/edu/getMainListBySubject`: published projects grouped by subject in the subjects' order, each group
 * filtered by the caller's status and cut to `count` (its `total` counts the whole filtered group).
 */
export async function listMainBySubject(
  db: Executor,
  options: { viewer: UserRow | undefined; category?: EduCategory; status: 'all' | LearnerProjectStatus; count: number },
): Promise<EduMainList> {
  const projects = await db
    .select()
    .from(eduProjects)
    .where(and(eq(eduProjects.state, 'published'), options.category ? eq(eduProjects.category, options.category) : undefined))
    .orderBy(asc(eduProjects.position), asc(eduProjects.id));
  const enrollments = await loadEnrollments(db, { userId: options.viewer?.id, projectIds: projects.map((project) => project.id) });
  const matching = projects.filter((project) => options.status === 'all' || learnerStatus(enrollments.get(project.id) ?? null) === options.status);
  const categories = options.category ? [options.category] : eduCategories.filter((category) => matching.some((project) => project.category === category));
  const groups = categories.map((category) => {
    const inGroup = matching.filter((project) => project.category === category);
    return { category, total: inGroup.length, shown: inGroup.slice(0, options.count) };
  });
  const inputs = await loadCardInputs(db, { projects: groups.flatMap((group) => group.shown), userId: options.viewer?.id, enrollments });
  const cards = new Map(inputs.map((input) => [input.project.id, presentCard(input)]));
  return { subjects: groups.map((group) => ({ category: group.category, total: group.total, projects: group.shown.map((project) => cards.get(project.id)!) })) };
}

/** `GET /v2/edu/my-edu`: the caller's ongoing or completed projects, most recently touched first. */
export async function listMyEdu(db: Executor, options: { user: UserRow; status: 'ongoing' | 'completed'; count: number }): Promise<MyEdu> {
  const where: SQL = and(
    eq(eduEnrollments.userId, options.user.id),
    options.status === 'completed' ? isNotNull(eduEnrollments.completedAt) : isNull(eduEnrollments.completedAt),
    // Drafts stay listed for whoever may still see them (their author, educators, admins).
    options.user.role === 'admin' || options.user.role === 'educator' ? undefined : or(eq(eduProjects.state, 'published'), eq(eduProjects.authorUserId, options.user.id)),
  )!;
  const [rows, [total]] = await Promise.all([
    db
      .select({ project: eduProjects, enrollment: eduEnrollments })
      .from(eduEnrollments)
      .innerJoin(eduProjects, eq(eduProjects.id, eduEnrollments.projectId))
      .where(where)
      .orderBy(desc(eduEnrollments.lastActivityAt), desc(eduEnrollments.projectId))
      .limit(options.count),
    db.select({ n: count() }).from(eduEnrollments).innerJoin(eduProjects, eq(eduProjects.id, eduEnrollments.projectId)).where(where),
  ]);
  const enrollments = new Map(rows.map((row) => [row.project.id, row.enrollment]));
  const inputs = await loadCardInputs(db, { projects: rows.map((row) => row.project), userId: options.user.id, enrollments });
  return {
    items: inputs.map((input) => ({
      ...presentCard(input),
      last_activity_at: input.enrollment!.lastActivityAt.toISOString(),
      completed_at: input.enrollment!.completedAt?.toISOString() ?? null,
    })),
    total: total!.n,
  };
}
