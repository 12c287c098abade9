import { eq } from 'drizzle-orm';
import { interviewInputSchema, type InterviewInput } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { competitions } from '../../db/schema.ts';
import { createInterview } from './write-interview.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoInterview {
  /** The demo competition the interview tells about, by slug. */
  competitionSlug: string | null;
  daysAgo: number;
  input: Omit<InterviewInput, 'competition_id'>;
}

const demoInterviews: DemoInterview[] = [
  {
    competitionSlug: 'retail-demand-2024',
    daysAgo: 1,
    input: {
      title: { ko: '2024 유통 수요 예측 1위 팀 인터뷰: 검증 세트가 전부였다', en: 'Winning the 2024 Retail Demand Forecasting: the validation set was everything' },
      summary: {
        ko: '시간 순서를 지킨 검증 세트 하나로 공개 점수와 비공개 점수의 차이를 0.3% 안에 묶은 팀의 이야기입니다.',
        en: 'How one time-ordered validation set kept the gap between the public and private scores under 0.3%.',
      },
      winners: '팀 수요의 신 — 김하늘, 이도윤',
      body: {
        ko: [
          '## 팀을 소개해 주세요',
          '유통 회사에서 수요 예측을 하는 현업자 두 명입니다. 퇴근 후 저녁마다 한 시간씩 함께 작업했습니다.',
          '',
          '## 가장 중요했던 결정은 무엇인가요?',
          '**검증 세트를 시간 순서대로 나눈 것**입니다. 무작위로 나누면 점수가 좋아 보이지만, 미래를 예측하는 문제에서는 비공개 점수가 크게 떨어집니다.',
          '',
          '- 마지막 4주를 검증에 썼습니다.',
          '- 휴일과 행사 주간은 따로 표시했습니다.',
          '- 공개 점수는 참고만 하고, 검증 점수로 최종 제출을 골랐습니다.',
          '',
          '## 다음 참가자에게 한마디',
          '리더보드를 쫓기보다 나만의 검증을 믿으세요. 저희는 공개 리더보드에서 4위였습니다.',
        ].join('\n'),
        en: [
          '## Tell us about your team',
          'We are two people who forecast demand at a retailer. We worked an hour each evening after work.',
          '',
          '## What decision mattered most?',
          '**Splitting the validation set by time.** A random split looks better, but when you predict the future the private score falls hard.',
          '',
          '- The last four weeks were our validation set.',
          '- Holidays and promotion weeks got their own flag.',
          '- The public score was only a hint; the validation score chose our final submission.',
          '',
          '## A word for the next participants',
          'Trust your own validation more than the leaderboard. We were fourth on the public board.',
        ].join('\n'),
      },
    },
  },
  {
    competitionSlug: null,
    daysAgo: 20,
    input: {
      title: { ko: '첫 대회에서 상위 10%: 직장인 참가자 인터뷰', en: 'Top 10% in a first competition: an interview with a working participant' },
      summary: {
        ko: '데이터 분석을 독학한 지 6개월, 첫 대회에서 상위 10%에 든 참가자가 공부법과 시간 관리를 이야기합니다.',
        en: 'Six months after starting to learn data analysis alone, a participant in the top 10% of a first competition talks about study and time.',
      },
      winners: '박서연',
      body: {
        ko: [
          '## 어떻게 시작하셨나요?',
          '커뮤니티의 베이스라인 코드를 한 줄씩 따라 치면서 시작했습니다. 이해가 안 되는 줄은 토론 게시판에 질문했어요.',
          '',
          '## 시간은 어떻게 냈나요?',
          '출근 전 30분, 주말 오전 세 시간. 짧아도 **매일** 하는 것이 중요했습니다.',
        ].join('\n'),
        en: [
          '## How did you start?',
          'By typing out the community baseline line by line. Every line I did not understand became a question on the talk board.',
          '',
          '## Where did the time come from?',
          'Thirty minutes before work and three hours on weekend mornings. Short, but **every day**.',
        ].join('\n'),
      },
    },
  },
  {
    competitionSlug: null,
    daysAgo: 45,
    input: {
      title: { ko: '해커톤 우승 팀이 말하는 48시간', en: 'Forty-eight hours, told by a hackathon-winning team' },
      summary: { ko: '역할 나누기, 잠자는 시간 정하기, 발표 자료는 마지막 6시간에.', en: 'Split the roles, schedule the sleep, and keep the last six hours for the slides.' },
      winners: '팀 밤샘금지 — 최민준, 정유나, 한지우',
      body: {
        ko: '## 48시간을 어떻게 나눴나요?\n첫 6시간은 데이터 이해, 다음 30시간은 모델, 마지막 6시간은 발표 준비. 나머지는 **잠**입니다.',
        en: '## How did you split the 48 hours?\nSix hours to understand the data, thirty for the model, the last six for the talk. The rest was **sleep**.',
      },
    },
  },
];

/** The demo's winner interviews, one of them about the demo's closed competition. */
export async function seedInterviews(db: Executor, options: { authorUserId: number; now: Date }): Promise<void> {
  for (const demo of demoInterviews) {
    const [competition] = demo.competitionSlug ? await db.select({ id: competitions.id }).from(competitions).where(eq(competitions.slug, demo.competitionSlug)) : [];
    const input = interviewInputSchema.parse({ ...demo.input, competition_id: competition?.id ?? null });
    await createInterview(db, { input, authorUserId: options.authorUserId, createdAt: new Date(options.now.getTime() - demo.daysAgo * DAY_MS) });
  }
}
