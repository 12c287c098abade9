import { sql, type SQL } from 'drizzle-orm';
import { HOME_LIST_PAGE_SIZE, type AllListItem, type AllListQuery, type AllListRange } from '@madang/contracts/home-lists';
import type { Locale } from '@madang/contracts';
import { containsPattern } from '@madang/contracts/search';
import type { Executor } from '../../db/client.ts';
import { communityPosts, competitions, users } from '../../db/schema.ts';
import { excerptOf } from '../community/excerpt.ts';
import { postLink } from '../community/post-link.ts';

const DAY = 86_400_000;
const RANGE_DAYS: Record<Exclude<AllListRange, 'all'>, number> = { day: 1, week: 7, month: 30, year: 365 };
// Enough of a body for its plain excerpt once the markdown's marks and code blocks are taken out.
const BODY_FOR_EXCERPT = 1000;

/** The first moment a range reaches back to; null for all time. */
export function rangeStart(range: AllListRange, now: Date): Date | null {
  return range === 'all' ? null : new Date(now.getTime() - RANGE_DAYS[range] * DAY);
}

interface Row {
  type: 'competition' | 'talk' | 'code';
  id: number;
  title: string;
  body: string;
  competition_id: number | null;
  is_official: boolean | null;
  author: string | null;
  view_count: number | null;
  team_count: number | null;
  created_at: string | Date;
}

const text = (column: SQL | unknown, locale: Locale) => sql`coalesce(nullif(${column}->>${locale}, ''), ${column}->>'ko')`;

/** Published public competitions, as rows of the combined list. */
function competitionPart(query: AllListQuery, options: { locale: Locale; since: Date | null }): SQL {
  const pattern = containsPattern(query.keyword);
  const inText = (column: unknown) => sql`(${column}->>'ko' ilike ${pattern} or ${column}->>'en' ilike ${pattern})`;
  const searched = query.search === 'all' ? sql`(${inText(competitions.title)} or ${inText(competitions.summary)})` : inText(competitions.title);
  return sql`select 'competition' as type, ${competitions.id} as id, ${text(competitions.title, options.locale)} as title, left(${text(competitions.summary, options.locale)}, ${BODY_FOR_EXCERPT}) as body,
    ${competitions.id} as competition_id, ${competitions.isOfficial} as is_official, null::text as author, null::int as view_count,
    (select count(*)::int from teams where teams.competition_id = ${competitions.id}) as team_count, ${competitions.startsAt} as created_at
    from ${competitions}
    where ${competitions.accessMode} = 'public' and ${competitions.publishedAt} is not null
    ${options.since ? sql`and ${competitions.startsAt} >= ${options.since.toISOString()}` : sql``}
    ${query.keyword ? sql`and ${searched}` : sql``}`;
}

/** Live talk or code posts on the forum or on a public competition's board. */
function postPart(board: 'talk' | 'code', query: AllListQuery, options: { since: Date | null }): SQL {
  const pattern = containsPattern(query.keyword);
  const searched = query.search === 'all' ? sql`(p.title ilike ${pattern} or p.body ilike ${pattern})` : sql`p.title ilike ${pattern}`;
  return sql`select ${board} as type, p.id as id, p.title as title, left(p.body, ${BODY_FOR_EXCERPT}) as body,
    p.competition_id as competition_id, c.is_official as is_official, u.name as author, p.view_count as view_count, null::int as team_count, p.created_at as created_at
    from ${communityPosts} p
    left join ${competitions} c on c.id = p.competition_id
    left join ${users} u on u.id = p.author_id
    where p.board = ${board} and p.deleted_at is null and p.hidden_at is null
    and (p.competition_id is null or (c.access_mode = 'public' and c.published_at is not null))
    ${options.since ? sql`and p.created_at >= ${options.since.toISOString()}` : sql``}
    ${query.keyword ? sql`and ${searched}` : sql``}
    ${board === 'talk' && query.tbType ? sql`and p.category = ${query.tbType}` : sql``}`;
}

function linkOf(row: Row): string {
  if (row.type === 'competition') return `/competitions/${row.is_official ? 'official' : 'open'}/${row.id}`;
  const competition = row.competition_id === null ? null : { id: row.competition_id, isOfficial: row.is_official ?? true };
  return postLink(row.type, row.id, competition);
}

/**
 * One page of the home's combined list of competitions, talk and shared code (the all-list scroll calls).
 * A talk category (`tbType`) narrows the list to talk posts of that category.
 */
export async function listAll(db: Executor, options: { query: AllListQuery; page: number; locale: Locale; now: Date }): Promise<{ items: AllListItem[]; hasMore: boolean }> {
  const { query, locale } = options;
  const since = rangeStart(query.range, options.now);
  const type = query.tbType ? 'talk' : query.type;
  const parts = [
    type === 'all' || type === 'competition' ? competitionPart(query, { locale, since }) : null,
    type === 'all' || type === 'talk' ? postPart('talk', query, { since }) : null,
    type === 'all' || type === 'code' ? postPart('code', query, { since }) : null,
  ].filter((part): part is SQL => part !== null);
  const order = query.data_type === 'popular' ? sql`coalesce(view_count, team_count) desc, created_at desc` : sql`created_at desc`;
  // One row past the page says whether another page follows, without counting the whole list.
  const result = (await db.execute(sql`select * from (${sql.join(parts, sql` union all `)}) as feed
    order by ${order}, type, id desc limit ${HOME_LIST_PAGE_SIZE + 1} offset ${(options.page - 1) * HOME_LIST_PAGE_SIZE}`)) as unknown as { rows: Row[] };
  const rows = result.rows.slice(0, HOME_LIST_PAGE_SIZE);
  return {
    items: rows.map((row) => ({
      type: row.type,
      id: row.id,
      title: row.title,
      excerpt: excerptOf(row.body),
      link: linkOf(row),
      author: row.author,
      view_count: row.view_count,
      team_count: row.team_count,
      created_at: new Date(row.created_at).toISOString(),
    })),
    hasMore: result.rows.length > HOME_LIST_PAGE_SIZE,
  };
}
