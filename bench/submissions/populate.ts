// Prepares the submit-to-scored benchmark: a competition whose ground truth has 30,000 rows and a
// member who joined it. Prints {"competitionId", "token", "files"} (submission files written to --out).
// Usage: tsx bench/submissions/populate.ts --rows 30000 --files 5 --out DIR  (DATA_DIR or DATABASE_URL)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createContext } from '../../apps/server/src/create-context.ts';
import { createSession } from '../../apps/server/src/features/accounts/sessions.ts';
import { createUser } from '../../apps/server/src/features/accounts/create-user.ts';
import { acceptAgreement } from '../../apps/server/src/features/competitions/accept-agreement.ts';
import { createCompetition } from '../../apps/server/src/features/competitions/create-competition.ts';
import { joinAlone } from '../../apps/server/src/features/competitions/join-alone.ts';
import { findMembership } from '../../apps/server/src/features/competitions/membership.ts';
import { setGroundTruth } from '../../apps/server/src/features/competitions/set-ground-truth.ts';
import { generateDataset } from '../../apps/server/src/features/demo/synthetic-dataset.ts';

const option = (name: string) => process.argv[process.argv.indexOf(`--${name}`) + 1];
const rows = Number(option('rows')) || 30_000;
const fileCount = Number(option('files')) || 5;
const out = option('out')!;

const { ctx, database } = await createContext(loadConfig({ ...process.env, SEED_DEMO: 'false' }));
const DAY = 86_400_000;
const competition = await createCompetition(ctx.db, {
  hostUserId: null,
  input: {
    slug: `bench-submit-${Date.now()}`,
    title: { ko: '제출 벤치마크', en: 'Submission benchmark' },
    starts_at: new Date(Date.now() - DAY),
    ends_at: new Date(Date.now() + 30 * DAY),
    metric: 'rmse',
    daily_limit: 1000,
    max_rows: rows,
  },
});
const dataset = generateDataset({ seed: 7, trainRows: 10, testRows: rows, task: 'regression' });
await setGroundTruth(ctx.db, ctx.storage, { competition, body: dataset.truth });
const user = await createUser(ctx.db, { email: `bench-${Date.now()}@bench.local`, password: 'bench-password', name: `bench${Date.now() % 1e8}` });
await acceptAgreement(ctx.db, { competitionId: competition.id, userId: user.id });
await joinAlone(ctx.db, { competition, user, membership: await findMembership(ctx.db, competition.id, user.id), now: new Date() });
const token = await createSession(ctx.db, user.id);
const files = Array.from({ length: fileCount }, (_, i) => {
  const file = path.join(out, `submission_${i}.csv`);
  writeFileSync(file, dataset.submission(0.05 * (i + 1), i));
  return file;
});
await database.close();
console.log(JSON.stringify({ competitionId: competition.id, token, files }));
