import { existsSync } from 'node:fs';
import { createWorkerPool } from '@madang/scoring/worker-pool';
import type { FirstScreenJob, FirstScreenOutcome } from './render-job.ts';

/** Renders kept waiting beyond this go out unrendered: a page never waits in a long line for its first screen. */
const MAX_WAITING = 2;
/** A render that takes longer is given up (its thread ends) and the page goes out unrendered. */
const TIMEOUT_MS = 3_000;
const MEMORY_MB = 256;

export interface RenderedFirstScreen {
  html: string;
  stateJson: string;
}

export interface FirstScreenRenderer {
  /** Loads the render's code into its thread; until that is done, pages go out unrendered. */
  warm(): Promise<void>;
  /** The page's first screen, or undefined when it is not rendered (not warm yet, busy, or the page declined). */
  render(url: string, answers: Record<string, unknown>): Promise<RenderedFirstScreen | undefined>;
  close(): Promise<void>;
}

/**
 * Renders the first screen of a page on the server, in a worker thread with the web build's server render
 * (`vite build --ssr`), so the page paints before its scripts arrive. Undefined without that build. It is only
 * ever a head start: whatever goes wrong, the page goes out as the bare app, which renders itself.
 */
export function createFirstScreenRenderer(bundle: string): FirstScreenRenderer | undefined {
  if (!existsSync(bundle)) return undefined;
  const pool = createWorkerPool<FirstScreenJob, FirstScreenOutcome>({
    job: { module: new URL('./render-job.ts', import.meta.url), run: 'runFirstScreenJob' },
    // One thread: the other core serves requests and the database.
    size: 1,
    timeoutMs: TIMEOUT_MS,
    maxMemoryMb: MEMORY_MB,
    // When renders and requests compete for the cores, the event loop goes first.
    niceness: 10,
  });
  let warming: Promise<void> | undefined;
  let ready = false;
  let waiting = 0;
  const run = async (job: FirstScreenJob) => {
    waiting++;
    try {
      return await pool.run(job);
    } finally {
      waiting--;
    }
  };
  return {
    warm: () => {
      warming ??= run({ bundle, url: '/', answers: {} }).then((result) => {
        ready = result.ok;
      });
      return warming;
    },
    render: async (url, answers) => {
      if (!ready || waiting >= MAX_WAITING) return undefined;
      const result = await run({ bundle, url, answers });
      return result.ok && result.outcome.rendered ? { html: result.outcome.html, stateJson: result.outcome.stateJson } : undefined;
    },
    close: () => pool.close(),
  };
}
