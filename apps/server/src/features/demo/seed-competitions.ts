import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { acceptAgreement } from '../competitions/accept-agreement.ts';
import { createCompetition } from '../competitions/create-competition.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { joinAlone } from '../competitions/join-alone.ts';
import { findMembership } from '../competitions/membership.ts';
import { setBaseline } from '../competitions/set-baseline.ts';
import { setGroundTruth } from '../competitions/set-ground-truth.ts';
import { startGradingWorker } from '../grading/grading-worker.ts';
import { closeNow } from '../host/close-now.ts';
import { publishCompetition } from '../host/publish-competition.ts';
import { uploadDataFile } from '../host/upload-data-file.ts';
import { createSubmission } from '../submissions/create-submission.ts';
import { demoCompetitions, demoDate, type DemoCompetition } from './demo-competitions.ts';
import { createRandom, generateDataset, type SyntheticDataset } from './synthetic-dataset.ts';

type SeedContext = Pick<AppContext, 'db' | 'storage' | 'cache' | 'submissionEvents'>;

const HOUR = 3_600_000;

/**
 * Creates the demo competitions the way the host console does, step by step with the same domain
 * functions its routes call: a draft, its data files, the ground truth (checked by the scorer), the
 * setup check and the publish. The demo participants then join and submit through the participants'
 * services, the real grader scores every submission, and the finished competition is closed with the
 * console's close, revealing its private board.
 */
export async function seedCompetitions(ctx: SeedContext, options: { hostUserId: number; participants: UserRow[]; now: Date }) {
  const seeded = [];
  for (const demo of demoCompetitions) {
    const draft = await createCompetition(ctx.db, {
      hostUserId: options.hostUserId,
      input: { ...demo.input, starts_at: demoDate(options.now, demo.startDay), ends_at: demoDate(options.now, demo.endDay) },
      draft: true,
    });
    const dataset = generateDataset({ seed: demo.seed, trainRows: 2_000, testRows: 1_500, task: demo.task });
    const upload = (name: string, body: Buffer, description: { ko: string; en: string }, isSample = false) =>
      uploadDataFile(ctx.db, ctx.storage, { competitionId: draft.id, name, body: Readable.from([body]), description, isSample });
    await upload('train.csv', dataset.train, { ko: '학습 데이터 (id, x1~x3, target)', en: 'Training data (id, x1-x3, target)' });
    await upload('test.csv', dataset.test, { ko: '평가 데이터 (id, x1~x3)', en: 'Test data (id, x1-x3)' });
    await upload('sample_submission.csv', dataset.sample, { ko: '제출 양식', en: 'Submission format' }, true);
    await setGroundTruth(ctx.db, ctx.storage, { competition: draft, body: dataset.truth });
    // The publish runs the console's setup check (the sample scored against the truth) and refuses on any problem.
    const competition = await publishCompetition(ctx, { competition: draft, locale: 'ko', now: options.now });
    await setBaseline(ctx.db, ctx.storage, { competition, name: 'sample_submission.csv', body: dataset.sample });
    await submitAsTeams(ctx, { demo, competition, dataset, participants: options.participants, now: options.now });
    seeded.push({ demo, competition });
  }

  const worker = startGradingWorker(ctx, { loop: false });
  const lane = async () => {
    while (await worker.runOnce());
  };
  try {
    // Two lanes keep both scoring threads busy.
    await Promise.all([lane(), lane()]);
  } finally {
    await worker.stop();
  }
  for (const { demo, competition } of seeded) {
    if (demo.close) await closeNow(ctx, { competition, now: options.now });
  }
  return seeded.map((s) => s.competition);
}

/** The first `demo.teams` participants join alone and submit, each a little better than the last time. */
async function submitAsTeams(ctx: SeedContext, options: { demo: DemoCompetition; competition: CompetitionRow; dataset: SyntheticDataset; participants: UserRow[]; now: Date }) {
  const { demo, competition, dataset } = options;
  const random = createRandom(demo.seed);
  const start = competition.startsAt.getTime();
  const last = Math.min(competition.endsAt.getTime(), options.now.getTime()) - HOUR;
  const eligible = options.participants.filter((user) => !competition.requiresPhone || user.smsVerified);
  for (const [index, user] of eligible.slice(0, demo.teams).entries()) {
    const joinedAt = new Date(start + HOUR);
    await acceptAgreement(ctx.db, { competitionId: competition.id, userId: user.id });
    await joinAlone(ctx.db, { competition, user, membership: await findMembership(ctx.db, competition.id, user.id), now: joinedAt });
    const skill = 0.05 + index * 0.04 + random() * 0.05;
    for (let n = 0; n < demo.submissionsPerTeam; n++) {
      // Spread over the days that have passed, at most a few a day.
      const at = new Date(start + ((last - start) * (n + 1 + random() * 0.5)) / (demo.submissionsPerTeam + 1));
      const noise = skill * (1.6 - n * 0.25);
      await createSubmission(ctx, {
        competition,
        user,
        membership: await findMembership(ctx.db, competition.id, user.id),
        fileName: `submission_${n + 1}.csv`,
        body: Readable.from([dataset.submission(noise, demo.seed * 100 + index * 10 + n)]),
        memo: n === 0 ? 'baseline model' : `try ${n + 1}`,
        now: at,
      });
    }
  }
}

/** Demo users whose phone counts as verified get a number, so that they can join the competition that asks for one. */
export async function giveDemoPhones(ctx: Pick<AppContext, 'db'>, participants: UserRow[]): Promise<UserRow[]> {
  const updated: UserRow[] = [];
  for (const [index, user] of participants.entries()) {
    if (!user.smsVerified) {
      updated.push(user);
      continue;
    }
    const [row] = await ctx.db
      .update(users)
      .set({ phone: `+82105550${String(index).padStart(4, '0')}` })
      .where(eq(users.id, user.id))
      .returning();
    updated.push(row!);
  }
  return updated;
}
