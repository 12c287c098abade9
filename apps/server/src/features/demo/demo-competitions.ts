import type { CompetitionCreate } from '@madang/contracts';
import type { DatasetTask } from './synthetic-dataset.ts';

const DAY = 86_400_000;

export interface DemoCompetition {
  input: Omit<CompetitionCreate, 'starts_at' | 'ends_at'>;
  /** Days from the seed time; negative is in the past. */
  startDay: number;
  endDay: number;
  task: DatasetTask;
  seed: number;
  /** How many demo teams submit, and how many files each. */
  teams: number;
  submissionsPerTeam: number;
  /** Closed through the host's close action after the submissions are scored. */
  close?: boolean;
}

const page = (ko: string, en: string) => ({ ko, en });

const pagesFor = (topicKo: string, topicEn: string, metric: string) => ({
  description: page(
    `## 배경\n${topicKo} 문제를 데이터로 풀어 봅니다. 학습 데이터(train.csv)로 모델을 만들고 평가 데이터(test.csv)의 값을 예측해 제출하세요.`,
    `## Background\nSolve ${topicEn} with data. Train a model on train.csv and submit predictions for test.csv.`,
  ),
  evaluation: page(
    `평가 지표는 **${metric}** 입니다. 공개 점수는 평가 데이터의 약 40%, 비공개 점수는 나머지 60%로 계산하며 비공개 점수는 대회가 끝난 뒤 공개됩니다.`,
    `The metric is **${metric}**. The public score uses about 40% of the test data and the private score the other 60%; private scores are revealed after the close.`,
  ),
  prize: page('상위 팀에게 상금과 인증서를 드립니다.', 'The top teams receive prize money and certificates.'),
  rules: page(
    '- 1일 최대 제출 횟수를 지켜 주세요.\n- 외부 데이터는 사용할 수 없습니다.\n- 최종 제출 파일은 최대 2개까지 선택할 수 있습니다.',
    '- Respect the daily submission limit.\n- External data is not allowed.\n- You may select up to 2 final submissions.',
  ),
  schedule: page('대회 시작 → 팀 병합 마감 → 대회 종료 → 코드 제출 및 검증 → 시상', 'Start → team merger deadline → end → code review → awards'),
  agreement: page(
    '본 대회의 규칙과 데이터 이용 약관에 동의합니다. 데이터는 대회 목적 외에 사용하지 않습니다.',
    'I accept the rules of this competition and the data terms. I will use the data for this competition only.',
  ),
  data: page(
    '`train.csv` 학습 데이터, `test.csv` 평가 데이터, `sample_submission.csv` 제출 양식',
    '`train.csv` training data, `test.csv` test data, `sample_submission.csv` submission format',
  ),
});

const sponsor = (name: string) => ({ name, logo_url: `/sponsors/${name.toLowerCase().replace(/\s+/g, '-')}.svg`, url: null });

/** The demo's competitions: every status, official and open, and a hackathon. */
export const demoCompetitions: DemoCompetition[] = [
  {
    input: {
      slug: 'housing-price-2025',
      is_official: true,
      title: page('2025 아파트 실거래가 예측 AI 경진대회', '2025 Apartment Price Prediction AI Competition'),
      summary: page('주택 특성으로 실거래가를 예측하세요', 'Predict sale prices from housing features'),
      pages: pagesFor('아파트 실거래가 예측', 'apartment price prediction', 'RMSE'),
      metric: 'rmse',
      daily_limit: 3,
      prizes: [
        { rank: 1, amount: 5_000_000, label: page('대상', 'Grand prize') },
        { rank: 2, amount: 3_000_000, label: page('최우수상', 'Excellence award') },
        { rank: 3, amount: 2_000_000, label: page('우수상', 'Merit award') },
      ],
      sponsors: [sponsor('Madang Foundation'), sponsor('Seoul Data Hub')],
    },
    startDay: -20,
    endDay: 25,
    task: 'regression',
    seed: 101,
    teams: 6,
    submissionsPerTeam: 2,
  },
  {
    input: {
      slug: 'churn-prediction',
      is_official: true,
      title: page('통신사 고객 이탈 예측 경진대회', 'Telecom Customer Churn Prediction'),
      summary: page('이탈할 고객을 미리 찾아내세요', 'Find the customers about to leave'),
      pages: pagesFor('고객 이탈 예측', 'customer churn prediction', 'ROC AUC'),
      metric: 'roc_auc',
      daily_limit: 5,
      requires_phone: true,
      prizes: [
        { rank: 1, amount: 2_000_000, label: page('1위', '1st place') },
        { rank: 2, amount: 1_000_000, label: page('2위', '2nd place') },
      ],
      sponsors: [sponsor('Hanbit Telecom')],
    },
    startDay: -10,
    endDay: 3,
    task: 'binary',
    seed: 202,
    teams: 5,
    submissionsPerTeam: 2,
  },
  {
    input: {
      slug: 'jeju-energy-open',
      is_official: false,
      title: page('제주 전력 수요 예측 (파트너 대회)', 'Jeju Power Demand Forecasting (partner)'),
      summary: page('제주 지역의 시간별 전력 수요를 예측합니다', 'Forecast hourly power demand on Jeju'),
      pages: pagesFor('전력 수요 예측', 'power demand forecasting', 'MAE'),
      metric: 'mae',
      prizes: [{ rank: 1, amount: 1_000_000, label: page('1위', '1st place') }],
      sponsors: [sponsor('Jeju Energy')],
    },
    startDay: -5,
    endDay: 30,
    task: 'regression',
    seed: 303,
    teams: 4,
    submissionsPerTeam: 2,
  },
  {
    input: {
      slug: 'spring-hackathon',
      is_official: true,
      kind: 'hackathon',
      title: page('마당 봄 해커톤: 공공데이터 활용', 'Madang Spring Hackathon: Public Data'),
      summary: page('48시간 동안 공공데이터로 문제를 풉니다', 'Solve a problem with public data in 48 hours'),
      pages: pagesFor('공공데이터 활용', 'public data', 'RMSE'),
      metric: 'rmse',
      daily_limit: 10,
    },
    startDay: -1,
    endDay: 6,
    task: 'regression',
    seed: 404,
    teams: 3,
    submissionsPerTeam: 2,
  },
  {
    input: {
      slug: 'practice-titanic-style',
      is_official: true,
      status: 'practice',
      title: page('[연습] 생존 예측 입문', '[Practice] Survival Prediction for Beginners'),
      summary: page('언제든 제출하며 연습하는 입문 대회', 'An always-open competition to practise on'),
      pages: pagesFor('생존 예측', 'survival prediction', 'ROC AUC'),
      metric: 'roc_auc',
    },
    startDay: -365,
    endDay: 365,
    task: 'binary',
    seed: 505,
    teams: 4,
    submissionsPerTeam: 1,
  },
  {
    input: {
      slug: 'retail-demand-2024',
      is_official: true,
      title: page('2024 유통 수요 예측 경진대회', '2024 Retail Demand Forecasting'),
      summary: page('종료된 대회: Private 리더보드가 공개되었습니다', 'Closed: the private leaderboard is out'),
      pages: pagesFor('유통 수요 예측', 'retail demand forecasting', 'RMSE'),
      metric: 'rmse',
      prizes: [
        { rank: 1, amount: 3_000_000, label: page('대상', 'Grand prize') },
        { rank: 2, amount: 1_500_000, label: page('최우수상', 'Excellence award') },
        { rank: 3, amount: 500_000, label: page('우수상', 'Merit award') },
      ],
      sponsors: [sponsor('Madang Foundation')],
    },
    startDay: -60,
    endDay: -3,
    task: 'regression',
    seed: 606,
    teams: 6,
    submissionsPerTeam: 2,
    close: true,
  },
  {
    input: {
      slug: 'air-quality-upcoming',
      is_official: true,
      title: page('대기질 예측 경진대회 (예정)', 'Air Quality Forecasting (upcoming)'),
      summary: page('곧 시작합니다', 'Starting soon'),
      pages: pagesFor('대기질 예측', 'air quality forecasting', 'RMSE'),
      metric: 'rmse',
      prizes: [{ rank: 1, amount: 2_000_000, label: page('대상', 'Grand prize') }],
    },
    startDay: 7,
    endDay: 40,
    task: 'regression',
    seed: 707,
    teams: 0,
    submissionsPerTeam: 0,
  },
];

export const demoDate = (now: Date, day: number) => new Date(now.getTime() + day * DAY);
