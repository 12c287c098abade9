import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { TalkCategory } from '@madang/contracts/talkboard';
import type { Database } from '../../db/client.ts';
import { communityPosts, competitions, eduProjects } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { seedComments, type DemoComment } from '../community/demo-comments.ts';
import { isPost } from '../community/post-rows.ts';
import { createPost } from './write-post.ts';

/** A demo post of a community tab; `about` names the demo competition or learning project it is about. */
interface DemoTabPost {
  by: number;
  category: TalkCategory;
  title: string;
  body: string;
  hoursAgo: number;
  views: number;
  about?: 'competition' | 'project';
  video?: string;
  comments?: DemoComment[];
}

// Every tab gets a Korean and an English post; a few are a few hours old, so the tabs show new posts to visitors.
const tabPosts: DemoTabPost[] = [
  {
    by: 3,
    category: 'daschool',
    title: 'DA 스쿨 3주차: 시각화로 이상치 찾기',
    body: '이번 주에는 **상자 그림**과 산점도로 이상치를 찾고, 지울지 남길지 정하는 기준을 이야기했습니다.\n\n다음 주 주제는 결측치 처리입니다.',
    hoursAgo: 50,
    views: 41,
  },
  {
    by: 4,
    category: 'daschool',
    title: 'DA School week 3 notes: spotting outliers',
    body: 'We compared box plots with z-scores for spotting outliers, and agreed to keep rows that are rare but real.',
    hoursAgo: 30,
    views: 18,
  },
  {
    by: 5,
    category: 'educode',
    title: 'pandas 기초 프로젝트 마지막 단계 풀이 공유',
    body: "`groupby` 다음에 `agg`로 평균과 개수를 한 번에 구하면 한 줄로 끝납니다.\n\n```python\ndf.groupby('city').agg(mean=('price', 'mean'), n=('price', 'size'))\n```",
    hoursAgo: 70,
    views: 63,
  },
  {
    by: 6,
    category: 'educode',
    title: 'A tidy train/validation split for the first model project',
    body: 'Stratify on the target so both parts keep the same class balance:\n\n```python\nfrom sklearn.model_selection import train_test_split\nX_tr, X_va, y_tr, y_va = train_test_split(X, y, test_size=0.2, stratify=y, random_state=0)\n```',
    hoursAgo: 20,
    views: 25,
  },
  {
    by: 7,
    category: 'edumain',
    title: '한 달 동안 학습 프로젝트 세 개를 끝낸 후기',
    body: '하루 30분씩 꾸준히 하니 pandas 기초, EDA, 첫 모델까지 끝낼 수 있었습니다. 단계마다 바로 채점되는 게 큰 힘이 됐어요.',
    hoursAgo: 90,
    views: 57,
  },
  {
    by: 8,
    category: 'edumain',
    title: 'Which learning project should come after pandas basics?',
    body: 'I enjoyed pandas basics. Is the EDA project a good next step before building a first model?',
    hoursAgo: 8,
    views: 12,
    comments: [{ by: 3, body: 'Yes: EDA first, then the first model project makes much more sense.' }],
  },
  {
    by: 2,
    category: 'eduquestion',
    title: '필터링 단계에서 조건 두 개를 어떻게 묶나요?',
    body: '`df[df.a > 1 and df.b < 3]`라고 쓰니 오류가 납니다. 어떻게 고쳐야 하나요?',
    hoursAgo: 26,
    views: 34,
    about: 'project',
    comments: [{ by: 4, body: '`&`로 묶고 조건마다 괄호를 치세요: `df[(df.a > 1) & (df.b < 3)]`' }],
  },
  {
    by: 5,
    category: 'eduquestion',
    title: 'Why does my column mean come out as NaN?',
    body: 'The stage asks for the mean of a column, but I get `NaN`. The column has a few empty cells.',
    hoursAgo: 5,
    views: 9,
    about: 'project',
  },
  {
    by: 0,
    category: 'hiring',
    title: '[채용] 데이터 분석가 (신입·경력) 모집',
    body: '마당 운영팀에서 대회 데이터를 설계하고 분석할 데이터 분석가를 찾습니다.\n\n- SQL과 Python에 익숙한 분\n- 대회 참가 경험 우대\n\n문의는 이 글의 댓글로 남겨 주세요.',
    hoursAgo: 120,
    views: 88,
  },
  {
    by: 6,
    category: 'hiring',
    title: '[Hiring] Machine learning engineer, Seoul or remote',
    body: 'Our team builds demand forecasts for retail. Kaggle or Madang medals welcome; Korean not required.',
    hoursAgo: 40,
    views: 30,
  },
  {
    by: 7,
    category: 'study',
    title: '평일 저녁 온라인 머신러닝 스터디원 모집 (4명)',
    body: '매주 화·목 저녁 9시에 온라인으로 만나 교재 한 장씩 읽고 연습 대회를 함께 풉니다.',
    hoursAgo: 60,
    views: 27,
  },
  {
    by: 8,
    category: 'study',
    title: 'Weekend study group: reading "Hands-On ML" together',
    body: 'Saturday mornings, one chapter a week, online. Beginners welcome.',
    hoursAgo: 3,
    views: 6,
  },
  {
    by: 3,
    category: 'team',
    title: '이 대회 같이 하실 분 (피처 엔지니어링 담당 구합니다)',
    body: '모델링은 제가 맡고, 피처를 함께 고민할 팀원 한 분을 찾습니다. 평일 저녁에 디스코드로 이야기해요.',
    hoursAgo: 28,
    views: 45,
    about: 'competition',
  },
  {
    by: 4,
    category: 'team',
    title: 'Looking for a teammate who likes validation schemes',
    body: 'I have a solid baseline and want someone to own cross-validation and ensembling. Time zone: KST.',
    hoursAgo: 2,
    views: 4,
    about: 'competition',
  },
  {
    by: 5,
    category: 'tip',
    title: '제출 전에 꼭 확인하는 세 가지',
    body: '1. 샘플 제출 파일과 열 이름이 같은지\n2. 행 수가 맞는지\n3. 예측값에 결측이 없는지',
    hoursAgo: 45,
    views: 70,
  },
  {
    by: 2,
    category: 'video',
    title: '랭커 추천 영상: PyData 강연 채널',
    body: '상위 랭커들이 추천하는 PyData 강연 모음입니다. 검증 전략과 피처 엔지니어링 강연부터 보세요.',
    hoursAgo: 80,
    views: 52,
    video: 'https://www.youtube.com/@PyDataTV',
  },
  {
    by: 6,
    category: 'video',
    title: 'Ranker pick: the linear algebra behind the models',
    body: 'A top-10 ranker recommends this series to anyone who wants to understand what a model does with its weights.',
    hoursAgo: 14,
    views: 22,
    video: 'https://www.youtube.com/@3blue1brown',
  },
  {
    by: 7,
    category: 'error',
    title: '[오류] 모바일에서 리더보드 표가 잘려 보입니다',
    body: '안드로이드 크롬에서 리더보드의 점수 열이 잘립니다. 가로로 밀면 보이긴 합니다.',
    hoursAgo: 100,
    views: 15,
    comments: [{ by: 0, body: '제보 감사합니다. 표를 가로로 밀 수 있게 고쳤습니다.' }],
  },
  {
    by: 8,
    category: 'error',
    title: '[Bug] Submission history shows times in UTC',
    body: 'My submissions page shows UTC times while the leaderboard shows KST. Could both use my time zone?',
    hoursAgo: 7,
    views: 3,
  },
  {
    by: 4,
    category: 'general',
    title: 'Hello from a new member in Busan',
    body: 'Just joined after my first practice competition. Looking forward to learning from everyone here!',
    hoursAgo: 4,
    views: 11,
  },
  {
    by: 8,
    category: 'question',
    title: 'How do you pick the number of folds?',
    body: 'Five folds is the default everywhere. When is it worth going to ten, given the extra training time?',
    hoursAgo: 10,
    views: 19,
    comments: [{ by: 5, body: 'With small data, more folds give a steadier estimate; with big data five is plenty.' }],
  },
  {
    by: 6,
    category: 'question',
    title: 'LightGBM과 XGBoost, 처음엔 무엇을 쓰는 게 좋을까요?',
    body: '둘 다 성능이 비슷하다고 들었습니다. 입문자에게는 어느 쪽이 다루기 쉬운가요?',
    hoursAgo: 33,
    views: 38,
  },
];

const HOUR = 3_600_000;

/**
 * Demo posts for every community tab, in Korean and English, written through the function the API uses:
 * team posts name the first public competition, learning questions the first published project.
 */
export async function seedTabTalk(db: Database, options: { people: UserRow[]; now: Date }) {
  const [competition] = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(isNotNull(competitions.publishedAt), eq(competitions.accessMode, 'public')))
    .orderBy(asc(competitions.id))
    .limit(1);
  const [project] = await db
    .select({ id: eduProjects.id })
    .from(eduProjects)
    .where(eq(eduProjects.state, 'published'))
    .orderBy(asc(eduProjects.position), asc(eduProjects.id))
    .limit(1);
  for (const post of tabPosts) {
    // Without a competition to name there is no looking-for-team post to show.
    if (post.about === 'competition' && !competition) continue;
    const row = await createPost(db, {
      competitionId: null,
      authorId: options.people[post.by]!.id,
      input: {
        title: post.title,
        content: post.body,
        category: post.category,
        video_url: post.video ?? null,
        subject_cpt_id: post.about === 'competition' ? competition!.id : null,
        subject_edu_id: post.about === 'project' ? (project?.id ?? null) : null,
      },
      createdAt: new Date(options.now.getTime() - post.hoursAgo * HOUR),
    });
    await db
      .update(communityPosts)
      .set({ viewCount: post.views })
      .where(isPost({ board: 'talk', postId: row.id }));
    await seedComments(db, { post: row, board: null, people: options.people, comments: post.comments ?? [], hoursApart: 1 });
  }
}
