import { and, eq, inArray, sql } from 'drizzle-orm';
import { TALK_INQUIRY_POSTS } from '@madang/contracts/talkboard';
import type { Executor } from '../../db/client.ts';
import { communityPosts } from '../../db/schema.ts';

const FIXED_IDS: readonly number[] = Object.values(TALK_INQUIRY_POSTS);

/** The first text of the two fixed inquiry posts, in both languages in one body; admins rewrite them in the forum's editor. */
const inquiryPosts = [
  {
    id: TALK_INQUIRY_POSTS.hosting,
    title: '대회 개최 문의 (Hosting a competition)',
    body: '마당에서 데이터 과학 경진대회를 열고 싶은 기관과 기업은 이 글에 댓글로 남겨 주세요.\n\n- 기관명과 담당자 연락처\n- 대회 주제와 데이터 규모\n- 희망 일정\n\nOrganisations that want to host a competition on Madang: please leave a comment with your contact, topic and schedule.',
  },
  {
    id: TALK_INQUIRY_POSTS.learning,
    title: '기업 교육 문의 (Learning for businesses)',
    body: '임직원 데이터 교육을 계획하고 계신가요? 인원, 수준, 원하는 주제를 댓글로 알려 주시면 담당자가 연락드립니다.\n\nPlanning data training for your team? Tell us the size, level and topics in a comment and we will get back to you.',
  },
];

/**
 * Gives every start (demo or production) the two fixed inquiry posts the footer and the community link to, when
 * missing, written by no member; new posts then number on after them, as on the site they come from (one sequence
 * serves every board). What admins have written is never overwritten.
 */
export async function installInquiryPosts(db: Executor): Promise<void> {
  const present = new Set(
    (
      await db
        .select({ id: communityPosts.id })
        .from(communityPosts)
        .where(and(eq(communityPosts.board, 'talk'), inArray(communityPosts.id, [...FIXED_IDS])))
    ).map((row) => row.id),
  );
  const missing = inquiryPosts.filter((post) => !present.has(post.id));
  if (missing.length === 0) return;
  await db
    .insert(communityPosts)
    .values(missing.map((post) => ({ board: 'talk' as const, id: post.id, competitionId: null, authorId: null, category: 'inquiry' as const, title: post.title, body: post.body })))
    .onConflictDoNothing();
  await db.execute(sql`select setval(pg_get_serial_sequence('community_posts', 'id'), (select max(${communityPosts.id}) from ${communityPosts}))`);
}

/** Whether a post is one of the two fixed inquiry posts of the forum. */
export const isFixedInquiryPost = (post: { board: string; id: number; competitionId: number | null }) =>
  post.board === 'talk' && post.competitionId === null && FIXED_IDS.includes(post.id);
