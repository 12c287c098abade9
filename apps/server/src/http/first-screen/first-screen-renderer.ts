import { existsSync } from 'node:fs';
import { createWorkerPool } from '@madang/scoring/worker-pool';
import type { FirstScreenJob, FirstScreenOutcome } from './render-job.ts';

/** Renders kept waiting beyond this go out unrendered: a page never waits in a long line for its first screen. */
const MAX_WAITING = 2;
/** How long a page waits for its render; past it the page goes out unrendered (the render goes on, for nobody). */
const PAGE_WAIT_MS = 2_000;
/**
 * A job running longer ends its thread. Longer than a page waits: a thread's first job also loads the render's code,
 * which on a busy machine takes seconds.
 */
const TIMEOUT_MS = 15_000;
const MEMORY_MB = 256;

export interface RenderedFirstScreen {
  html: string;
  stateJson: string;
}

export interface FirstScreenRenderer {
  /** Loads the render's code into its thread; until that is done, pages go out unrendered. */
  warm(): Promise<void>;
  /** The page's first screen, or undefined when it is not rendered (not warm yet, busy, or the page declined). */
  render(page: { url: string; answers: Record<string, unknown>; cookie: string }): Promise<RenderedFirstScreen | undefined>;
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
  const warm = () => {
    warming ??= run({ bundle, url: '/', answers: {}, cookie: '' }).then((result) => {
      ready = result.ok;
      // A failed warm-up (a crash, or over its time on a busy machine) is tried again by the next page.
      if (!ready) warming = undefined;
    });
    return warming;
  };
  return {
    warm,
    render: async (page) => {
      if (!ready) {
        void warm();
        return undefined;
      }
      if (waiting >= MAX_WAITING) return undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), PAGE_WAIT_MS);
      });
      const result = await Promise.race([run({ bundle, ...page }), late]).finally(() => clearTimeout(timer));
      return result?.ok && result.outcome.rendered ? { html: result.outcome.html, stateJson: result.outcome.stateJson } : undefined;
    },
    close: () => pool.close(),
  };
}
