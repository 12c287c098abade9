import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { TalkCategory } from '@madang/contracts/talkboard';
import type { Database } from '../../db/client.ts';
import { competitions } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { findCompetition } from '../competitions/find-competition.ts';
import { seedComments, type DemoComment } from '../community/demo-comments.ts';
import { seedTabTalk } from './demo-tab-talk.ts';
import { installInquiryPosts } from './inquiry-posts.ts';
import { createPost } from './write-post.ts';

interface DemoPost {
  by: number;
  category: TalkCategory;
  title: string;
  body: string;
  daysAgo: number;
  comments?: DemoComment[];
}

const HOUR = 3_600_000;

const forumPosts: DemoPost[] = [
  {
    by: 1,
    category: 'question',
    title: '첫 대회 참가 전에 무엇을 공부하면 좋을까요?',
    body: '파이썬 기초는 끝냈습니다. **pandas**와 **scikit-learn** 중 어디부터 보는 게 좋을까요?\n\n추천하는 자료가 있다면 알려 주세요.',
    daysAgo: 6,
    comments: [
      {
        by: 2,
        body: 'pandas로 데이터 다루는 데 익숙해지고 나서 scikit-learn의 기본 모델을 돌려 보는 걸 추천해요.',
        replies: [{ by: 1, body: '감사합니다! 오늘부터 시작해 볼게요.' }],
      },
      { by: 3, body: '연습 대회의 베이스라인 코드를 따라 해 보는 것도 큰 도움이 됩니다.' },
    ],
  },
  {
    by: 4,
    category: 'tip',
    title: 'Validation tip: keep your folds honest',
    body: 'If the test set comes from a later period, use a **time-based split** instead of a random K-fold.\n\n```python\nfrom sklearn.model_selection import TimeSeriesSplit\ncv = TimeSeriesSplit(n_splits=5)\n```\n\nYour local score will track the leaderboard much better.',
    daysAgo: 3,
    comments: [{ by: 5, body: 'This saved me from a big shake-up last season. Thanks for sharing!' }],
  },
  {
    by: 6,
    category: 'general',
    title: '이번 주말 스터디원 모집합니다',
    body: '서울 강남에서 토요일 오전에 모여 캐글·마당 대회를 같이 푸는 스터디입니다. 관심 있으신 분은 댓글 주세요!',
    daysAgo: 1,
  },
];

const boardPosts: DemoPost[] = [
  {
    by: 2,
    category: 'tip',
    title: '베이스라인 점수 올리는 간단한 방법',
    body: '결측치를 평균 대신 **중앙값**으로 채우고, x1과 x2의 곱을 새 피처로 넣었더니 점수가 꽤 올랐습니다.',
    daysAgo: 4,
    comments: [
      { by: 3, body: '저도 해 봤는데 확실히 좋아지네요. 공유 감사합니다!', replies: [{ by: 2, body: '도움이 됐다니 다행이에요 🙂' }] },
      { by: 1, body: 'x3도 로그 변환해 보셨나요?' },
    ],
  },
  {
    by: 5,
    category: 'question',
    title: 'Is the public leaderboard computed on 30% of the test set?',
    body: 'The data page mentions a public and a private split. Does anyone know the exact ratio?',
    daysAgo: 2,
    comments: [{ by: 4, body: 'The overview says the public board uses part of the test rows; the rest decide the private board after the close.' }],
  },
];

async function seedPost(db: Database, post: DemoPost, people: UserRow[], board: Awaited<ReturnType<typeof findCompetition>> | null, now: Date) {
  const author = people[post.by]!;
  const createdAt = new Date(now.getTime() - post.daysAgo * 24 * HOUR);
  const row = await createPost(db, {
    competitionId: board?.id ?? null,
    authorId: author.id,
    input: { title: post.title, content: post.body, category: post.category, video_url: null },
    createdAt,
  });
  await seedComments(db, { post: row, board, people, comments: post.comments ?? [], hoursApart: 2 });
}

/**
 * Demo talk: the two fixed inquiry posts, a few forum posts, posts for every community tab and a competition board's posts, in Korean and English,
 * with comments and replies, through the same functions the API uses.
 */
export async function seedTalk(db: Database, options: { people: UserRow[]; now: Date }) {
  const { people, now } = options;
  await installInquiryPosts(db);
  for (const post of forumPosts) await seedPost(db, post, people, null, now);
  await seedTabTalk(db, { people, now });
  const [first] = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(isNotNull(competitions.publishedAt), eq(competitions.accessMode, 'public')))
    .orderBy(asc(competitions.id))
    .limit(1);
  if (!first) return;
  const board = await findCompetition(db, first.id);
  for (const post of boardPosts) await seedPost(db, post, people, board, now);
}
