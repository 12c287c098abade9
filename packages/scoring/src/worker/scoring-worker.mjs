// Worker entry. It is plain JavaScript so that it starts the same way whether the parent runs
// under tsx, under vitest or under plain node: tsx's API loads the TypeScript sources here.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { runScoringJob } = await tsImport('./scoring-job.ts', import.meta.url);

parentPort.on('message', ({ id, job }) => {
  try {
    parentPort.postMessage({ id, outcome: runScoringJob(job) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
parentPort.postMessage({ ready: true });
