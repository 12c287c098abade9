// Worker entry of every worker pool. It is plain JavaScript so that it starts the same way whether
// the parent runs under tsx, under vitest or under plain node: tsx's API loads the TypeScript module
// named in workerData, whose exported function runs each job.
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

// Only on Linux does this set the priority of this thread alone (elsewhere it is the whole process's). Only
// ever lowered: raising it again needs privileges.
if (process.platform === 'linux' && workerData.niceness > getPriority(0)) setPriority(0, workerData.niceness);

const module = await tsImport(workerData.module, import.meta.url);
const run = module[workerData.run];

// A job may answer with a promise (a page's render waits for its modules): the thread takes the next job only after.
parentPort.on('message', async ({ id, job }) => {
  try {
    parentPort.postMessage({ id, outcome: await run(job) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
parentPort.postMessage({ ready: true });
