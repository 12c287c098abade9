import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether `userId` bought a ranker lecture that opens the project in the surrounding select over `edu_projects`:
 * a paid order (a partial refund keeps it) of a `ranker_lecture` plan naming the project. Written out with its
 * aliases: in a one-table select Drizzle leaves column names unqualified, and the subquery's would collide.
 */
export function lectureBoughtSql(userId: number | undefined): SQL<boolean> {
  if (userId === undefined) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from payment_orders bought join plans lecture on lecture.id = bought.plan_id
    where bought.user_id = ${userId} and lecture.kind = 'ranker_lecture' and lecture.project_id = "edu_projects"."id"
    and bought.state in ('paid', 'partially_refunded'))`;
}
