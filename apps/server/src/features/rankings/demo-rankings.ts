import { rankingAffiliations, rankingRegions, TERMS_VERSION } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { rankingProfiles, users } from '../../db/schema.ts';
import { hashPassword } from '../accounts/secrets.ts';

/** More members for the ranking, so its pages and categories have people in them (README: they share one password). */
const RANKER_NAMES = [
  '통계돌이',
  'KaggleFox',
  '파이썬러버',
  'NeuralNina',
  '제주바람',
  'TabularTom',
  '시계열마스터',
  'DataDuck',
  '회귀분석가',
  'LightGBMer',
  '한라산코더',
  'FeatureFinn',
  '판다스장인',
  'SeoulSolver',
  '딥러닝초보',
  'MetricMia',
  '데이터농부',
  'EnsembleEd',
  '클러스터링',
  'GridGrace',
  '탐색적분석',
  'BayesBen',
  '전처리요정',
  'VisionVic',
  '추천시스템',
  'NLPnoah',
  '오렌지귤',
  'CatBoostCat',
  '모두의AI',
  'SparkSam',
];

export const DEMO_RANKER_PASSWORD = 'madang-competitor';

/**
 * Extra ranked members with varied XP, and ranking categories (affiliation and region) for them and
 * for the given demo people, rotating through every category so each filter shows someone.
 */
export async function seedRankings(db: Executor, options: { people: number[] }) {
  const passwordHash = await hashPassword(DEMO_RANKER_PASSWORD);
  const rankers = await db
    .insert(users)
    .values(
      RANKER_NAMES.map((name, index) => ({
        email: `ranker${String(index + 1).padStart(2, '0')}@madang.dev`,
        passwordHash,
        name,
        emailVerifiedAt: new Date(),
        termsVersion: TERMS_VERSION,
        locale: /[a-z]/i.test(name) ? ('en' as const) : ('ko' as const),
        // From a few hundred to level 5, so every level shows on the XP ranking.
        totalXp: Math.round(12_000 / (1 + index * 0.35)),
      })),
    )
    .returning({ id: users.id });
  const everyone = [...options.people, ...rankers.map((row) => row.id)];
  await db.insert(rankingProfiles).values(
    everyone.map((userId, index) => ({
      userId,
      // Every fifth member keeps no affiliation and every fourth no region, as members do.
      affiliation: index % 5 === 4 ? null : rankingAffiliations[index % rankingAffiliations.length]!,
      region: index % 4 === 3 ? null : rankingRegions[index % rankingRegions.length]!,
    })),
  );
  return rankers.map((row) => row.id);
}
