import { randomBytes } from 'node:crypto';
import type { Affiliation, CompetitionCreate } from '@madang/contracts';
import type { Database, Executor } from '../db/client.ts';
import { submissions } from '../db/schema.ts';
import { createUser, type NewUser } from '../features/accounts/create-user.ts';
import { createSession, type UserRow } from '../features/accounts/sessions.ts';
import { acceptAgreement } from '../features/competitions/accept-agreement.ts';
import { addDataFile } from '../features/competitions/add-data-file.ts';
import { createCompetition } from '../features/competitions/create-competition.ts';
import type { CompetitionRow } from '../features/competitions/find-competition.ts';
import { joinAlone } from '../features/competitions/join-alone.ts';
import { findMembership } from '../features/competitions/membership.ts';
import { setGroundTruth } from '../features/competitions/set-ground-truth.ts';
import { generateDataset, type DatasetTask } from '../features/demo/synthetic-dataset.ts';
import type { Storage } from '../features/storage/storage.ts';

const unique = () => randomBytes(4).toString('hex');

/** A verified member with any field overridden; the password is `password123` unless given. */
export async function buildUser(db: Executor, overrides: Partial<NewUser> = {}) {
  const suffix = unique();
  const password = overrides.password ?? 'password123';
  const user = await createUser(db, { email: `user-${suffix}@example.com`, name: `user${suffix}`, password, ...overrides });
  return { user, password };
}

/** A user with an open session, and the bearer header to act as them. */
export async function buildSignedInUser(db: Executor, overrides: Partial<NewUser> = {}) {
  const built = await buildUser(db, overrides);
  const token = await createSession(db, built.user.id);
  return { ...built, token, headers: { authorization: `Bearer ${token}` } };
}

const DAY = 86_400_000;

/**
 * An open competition with data files and a ground truth (regression, rmse unless overridden),
 * built through the same services as the host console.
 */
export async function buildCompetition(
  ctx: { db: Database; storage: Storage },
  options: { input?: Partial<CompetitionCreate>; testRows?: number; task?: DatasetTask; hostUserId?: number | null } = {},
) {
  const task = options.task ?? 'regression';
  const dataset = generateDataset({ seed: 42, trainRows: 20, testRows: options.testRows ?? 200, task });
  const competition = await createCompetition(ctx.db, {
    hostUserId: options.hostUserId ?? null,
    input: {
      slug: `cpt-${unique()}`,
      title: { ko: '테스트 경진대회', en: 'Test competition' },
      starts_at: new Date(Date.now() - 7 * DAY),
      ends_at: new Date(Date.now() + 7 * DAY),
      metric: task === 'regression' ? 'rmse' : 'roc_auc',
      ...options.input,
    },
  });
  await addDataFile(ctx.db, ctx.storage, { competitionId: competition.id, name: 'train.csv', body: dataset.train });
  await addDataFile(ctx.db, ctx.storage, { competitionId: competition.id, name: 'sample_submission.csv', body: dataset.sample, isSample: true });
  await setGroundTruth(ctx.db, ctx.storage, { competition, body: dataset.truth });
  return { competition, dataset };
}

/** Accepts the rules and joins alone: the member gets a one-person team. */
export async function joinCompetition(db: Database, competition: CompetitionRow, user: UserRow, affiliation?: Affiliation) {
  await acceptAgreement(db, { competitionId: competition.id, userId: user.id });
  return joinAlone(db, { competition, user, membership: await findMembership(db, competition.id, user.id), now: new Date(), affiliation });
}

/** A submission already graded, with the scores given: boards and closing are tested without the worker. */
export async function buildScoredSubmission(
  db: Database,
  options: { competitionId: number; teamId: number; userId: number; publicScore: number; privateScore: number; createdAt?: Date; isFinal?: boolean },
) {
  const [row] = await db
    .insert(submissions)
    .values({
      competitionId: options.competitionId,
      teamId: options.teamId,
      userId: options.userId,
      fileName: 'scored.csv',
      storageKey: `competitions/${options.competitionId}/submissions/scored-${unique()}.csv`,
      sizeBytes: 1,
      rowCount: 1,
      status: 'scored',
      publicScore: options.publicScore,
      privateScore: options.privateScore,
      isFinal: options.isFinal ?? false,
      createdAt: options.createdAt ?? new Date(),
      scoredAt: options.createdAt ?? new Date(),
    })
    .returning();
  return row!;
}
