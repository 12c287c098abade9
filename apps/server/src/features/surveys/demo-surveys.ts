import { eq } from 'drizzle-orm';
import { type SurveyInput, surveyInputSchema } from '@madang/contracts/surveys';
import type { Database } from '../../db/client.ts';
import { competitions, surveyResponses } from '../../db/schema.ts';
import { joinTalentPool } from './talent-pool.ts';
import { createSurvey, publishSurvey } from './write-survey.ts';

const DAY = 86_400_000;
const text = (ko: string, en: string) => ({ ko, en });

const general: SurveyInput = {
  kind: 'general',
  title: text('2025 마당 이용 만족도 조사', 'Madang satisfaction survey 2025'),
  description: text('더 나은 마당을 위해 5분만 내어 주세요. 응답은 익명으로 통계에만 씁니다.', 'Five minutes to make Madang better. Answers are used for statistics only.'),
  questions: [
    {
      id: 'role',
      kind: 'single',
      title: text('주로 어떤 일을 하시나요?', 'What do you mostly do?'),
      required: true,
      options: [
        { id: 'student', label: text('학생', 'Student') },
        { id: 'analyst', label: text('데이터 분석가', 'Data analyst') },
        { id: 'engineer', label: text('개발자', 'Engineer') },
        { id: 'other', label: text('기타', 'Other') },
      ],
    },
    {
      id: 'features',
      kind: 'multiple',
      title: text('자주 쓰는 기능을 모두 골라 주세요', 'Which features do you use?'),
      options: [
        { id: 'competitions', label: text('경진대회', 'Competitions') },
        { id: 'codeshare', label: text('코드 공유', 'Code share') },
        { id: 'learning', label: text('학습', 'Learning') },
      ],
    },
    {
      id: 'rating',
      kind: 'scale',
      title: text('마당에 얼마나 만족하시나요?', 'How satisfied are you?'),
      required: true,
      max: 5,
      min_label: text('불만족', 'Unhappy'),
      max_label: text('매우 만족', 'Very happy'),
    },
    { id: 'wish', kind: 'text', title: text('바라는 점을 자유롭게 적어 주세요', 'What would you like to see?'), max_length: 1000 },
    { id: 'capture', kind: 'file', title: text('불편했던 화면이 있다면 올려 주세요', 'A screenshot of anything that bothered you'), file_types: ['png', 'jpeg', 'pdf'], max_mb: 5 },
  ],
};

const job: SurveyInput = {
  kind: 'job',
  title: text('데이터 직무 채용 설문', 'Data jobs survey'),
  description: text(
    '채용을 원하는 기업과 연결해 드립니다. 원하면 인재 풀에 등록할 수 있고, 언제든 탈퇴할 수 있습니다.',
    'We connect you with hiring companies. Join the talent pool if you like; leave any time.',
  ),
  questions: [
    {
      id: 'years',
      kind: 'scale',
      title: text('데이터 분야 경력 (년)', 'Years in data work'),
      required: true,
      max: 10,
      min_label: text('1년 이하', 'A year or less'),
      max_label: text('10년 이상', 'Ten or more'),
    },
    { id: 'field', kind: 'text', title: text('관심 있는 분야', 'Fields you are interested in'), required: true, max_length: 500 },
    { id: 'resume', kind: 'file', title: text('이력서 (선택)', 'CV (optional)'), file_types: ['pdf'], max_mb: 10 },
  ],
};

/**
 * One survey of each kind, through the console's services: a general survey with a few answers, the job survey with a
 * member of the talent pool, and the winner survey of the closed demo competition, whose publish invites its winners.
 */
export async function seedSurveys(db: Database, options: { adminId: number; respondents: number[]; now: Date }) {
  const [closed] = await db.select({ id: competitions.id }).from(competitions).where(eq(competitions.slug, 'retail-demand-2024'));
  const winner: SurveyInput = {
    kind: 'winner',
    competition_id: closed!.id,
    title: text('2024 유통 수요 예측 경진대회 수상자 설문', 'Winner survey: 2024 Retail Demand Forecasting'),
    description: text('수상을 축하합니다! 상금 지급과 인터뷰를 위해 알려 주세요.', 'Congratulations! Tell us what we need to pay your prize and plan an interview.'),
    closes_at: new Date(options.now.getTime() + 30 * DAY).toISOString(),
    questions: [
      { id: 'account', kind: 'text', title: text('상금 받을 계좌 (은행, 번호)', 'Bank account for the prize'), required: true, max_length: 200 },
      {
        id: 'interview',
        kind: 'single',
        title: text('우승자 인터뷰에 참여하시겠어요?', 'Would you give a winner interview?'),
        required: true,
        options: [
          { id: 'yes', label: text('네', 'Yes') },
          { id: 'no', label: text('아니요', 'No') },
        ],
      },
    ],
  };
  const ids: number[] = [];
  for (const input of [general, job, winner]) {
    const survey = await createSurvey(db, { values: surveyInputSchema.parse(input), authorUserId: options.adminId });
    await publishSurvey(db, { id: survey.id, published: true, now: options.now });
    ids.push(survey.id);
  }
  const roles = ['student', 'analyst', 'engineer'];
  const answers = options.respondents.slice(0, 3).map((userId, i) => ({
    surveyId: ids[0]!,
    userId,
    answers: {
      role: roles[i]!,
      features: ['competitions', 'learning'].slice(0, i + 1),
      rating: 3 + (i % 3),
      ...(i === 0 ? { wish: '대회 데이터 설명이 더 자세하면 좋겠어요.' } : {}),
    },
  }));
  if (answers.length) await db.insert(surveyResponses).values(answers);
  const [talent] = options.respondents;
  if (talent !== undefined) {
    await db.insert(surveyResponses).values({ surveyId: ids[1]!, userId: talent, answers: { years: 3, field: '추천 시스템' } });
    await joinTalentPool(db, { userId: talent, input: { skills: ['python', 'pandas', 'sql'], level: 'intermediate', wish: 'full_time', consent: true }, now: options.now });
  }
}
