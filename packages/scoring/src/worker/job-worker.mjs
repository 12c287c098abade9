// Worker entry of every worker pool. It is plain JavaScript so that it starts the same way whether
// the parent runs under tsx, under vitest or under plain node: tsx's API loads the TypeScript module
// named in workerData, whose exported function runs each job.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

// On Linux this sets the priority of this thread only.
if (workerData.niceness) setPriority(0, workerData.niceness);

const module = await tsImport(workerData.module, import.meta.url);
const run = module[workerData.run];

parentPort.on('message', ({ id, job }) => {
  try {
    parentPort.postMessage({ id, outcome: run(job) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
parentPort.postMessage({ ready: true });
