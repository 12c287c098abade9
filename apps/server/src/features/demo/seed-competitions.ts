import type { AppContext } from '../../app-context.ts';
import { addDataFile } from '../competitions/add-data-file.ts';
import { createCompetition } from '../competitions/create-competition.ts';
import { setGroundTruth } from '../competitions/set-ground-truth.ts';
import { demoCompetitions, demoDate } from './demo-competitions.ts';
import { generateDataset } from './synthetic-dataset.ts';

/** Creates the demo competitions through the host's services, with generated data and ground truth. */
export async function seedCompetitions(ctx: Pick<AppContext, 'db' | 'storage'>, options: { hostUserId: number; now: Date }) {
  const seeded = [];
  for (const demo of demoCompetitions) {
    const competition = await createCompetition(ctx.db, {
      hostUserId: options.hostUserId,
      input: { ...demo.input, starts_at: demoDate(options.now, demo.startDay), ends_at: demoDate(options.now, demo.endDay) },
    });
    const dataset = generateDataset({ seed: demo.seed, trainRows: 2_000, testRows: 1_500, task: demo.task });
    await addDataFile(ctx.db, ctx.storage, {
      competitionId: competition.id,
      name: 'train.csv',
      body: dataset.train,
      description: { ko: '학습 데이터 (id, x1~x3, target)', en: 'Training data (id, x1-x3, target)' },
    });
    await addDataFile(ctx.db, ctx.storage, {
      competitionId: competition.id,
      name: 'test.csv',
      body: dataset.test,
      description: { ko: '평가 데이터 (id, x1~x3)', en: 'Test data (id, x1-x3)' },
    });
    await addDataFile(ctx.db, ctx.storage, {
      competitionId: competition.id,
      name: 'sample_submission.csv',
      body: dataset.sample,
      description: { ko: '제출 양식', en: 'Submission format' },
      isSample: true,
    });
    await setGroundTruth(ctx.db, ctx.storage, { competition, body: dataset.truth });
    seeded.push({ demo, competition, dataset });
  }
  return seeded;
}
