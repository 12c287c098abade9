import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { LocalizedText } from '@madang/contracts/competitions';
import type { Executor } from '../../db/client.ts';
import { communityPosts, competitions } from '../../db/schema.ts';
import { postLink } from '../community/post-link.ts';

const DIGEST_ITEMS = 5;

export interface WeeklyDigest {
  competitions: { title: LocalizedText; path: string; endsAt: Date }[];
  posts: { title: string; path: string; votes: number }[];
}

/**
 * What the weekly digest tells: public competitions opened or announced since `since` that still run, and the
 * site-wide talk and code posts of the week that members voted and read most. Paths sit below the language prefix.
 */
export async function collectWeeklyDigest(db: Executor, since: Date, now: Date): Promise<WeeklyDigest> {
  const newCompetitions = await db
    .select({ id: competitions.id, slug: competitions.slug, isOfficial: competitions.isOfficial, title: competitions.title, endsAt: competitions.endsAt })
    .from(competitions)
    .where(
      and(
        isNotNull(competitions.publishedAt),
        eq(competitions.accessMode, 'public'),
        inArray(competitions.status, ['active', 'practice']),
        gt(competitions.endsAt, now),
        or(gte(competitions.createdAt, since), gte(competitions.startsAt, since)),
      ),
    )
    .orderBy(desc(competitions.createdAt), desc(competitions.id))
    .limit(DIGEST_ITEMS);
  const popularPosts = await db
    .select({ board: communityPosts.board, id: communityPosts.id, title: communityPosts.title, votes: communityPosts.voteCount })
    .from(communityPosts)
    .where(
      and(
        inArray(communityPosts.board, ['talk', 'code']),
        isNull(communityPosts.competitionId),
        isNull(communityPosts.hiddenAt),
        isNull(communityPosts.deletedAt),
        gte(communityPosts.createdAt, since),
      ),
    )
    .orderBy(desc(communityPosts.voteCount), desc(communityPosts.viewCount), desc(communityPosts.id))
    .limit(DIGEST_ITEMS);
  return {
    competitions: newCompetitions.map((c) => ({ title: c.title, path: `/competitions/${c.isOfficial ? 'official' : 'open'}/${c.slug}`, endsAt: c.endsAt })),
    posts: popularPosts.map((p) => ({ title: p.title, path: postLink(p.board, p.id, null), votes: p.votes })),
  };
}
