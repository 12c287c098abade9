import type { FastifyRequest } from 'fastify';
import { createWorkerPool, type WorkerFailureReason } from '@madang/scoring/worker-pool';
import { AppError } from '../../http/app-error.ts';
import { currentUser } from '../../http/authenticate.ts';
import { RenderBudget } from './render-budget.ts';
import type { RenderedNotebook } from '../codeshare/notebook/render-notebook.ts';
import type { RenderJob, RenderOutcome } from './render-job.ts';

export interface RenderSettings {
  /** Worker threads, and so documents rendered at once; the others wait in line. */
  threads: number;
  /** A render running longer is stopped by ending its thread. */
  timeoutMs: number;
  /** Heap of each thread; a render needing more ends its thread. */
  memoryMb: number;
  /** Bytes of documents one member (or, signed out, one address) may have rendered per minute. */
  budgetBytesPerMinute: number;
}

/**
 * Parses and renders untrusted documents (notebooks, markdown) in a bounded pool of worker threads, so that a
 * hostile document costs a thread some seconds at most and never the event loop.
 */
export interface DocumentRenderer {
  /** An uploaded notebook as HTML; refusals of the file are thrown as their AppError. */
  renderNotebook(bytes: Uint8Array, request: FastifyRequest): Promise<RenderedNotebook>;
  /** Markdown as safe HTML. */
  renderMarkdown(source: string, request: FastifyRequest): Promise<string>;
  close(): Promise<void>;
}

/** Who pays for a render: the member, or the address of a signed-out reader. */
const requesterOf = (request: FastifyRequest) => {
  const user = currentUser(request);
  return user ? `user:${user.id}` : `ip:${request.ip}`;
};

function failure(reason: WorkerFailureReason, settings: RenderSettings): AppError {
  if (reason === 'timeout') return new AppError('too_complex', 'render_too_complex', { params: { seconds: settings.timeoutMs / 1000 } });
  if (reason === 'memory_limit') return new AppError('too_complex', 'render_memory_limit', { params: { mb: settings.memoryMb } });
  return new AppError('render_failed', 'render_failed');
}

/** The render pool; its threads start with the first render, so a process that renders nothing starts none. */
export function createDocumentRenderer(settings: RenderSettings): DocumentRenderer {
  const pool = createWorkerPool<RenderJob, RenderOutcome>({
    job: { module: new URL('./render-job.ts', import.meta.url), run: 'runRenderJob' },
    size: settings.threads,
    timeoutMs: settings.timeoutMs,
    maxMemoryMb: settings.memoryMb,
    // When renders and requests compete for the cores, the event loop goes first.
    niceness: 10,
  });
  const budget = new RenderBudget({ bytesPerWindow: settings.budgetBytesPerMinute, windowMs: 60_000 });
  const render = async (job: RenderJob, bytes: number, request: FastifyRequest) => {
    budget.charge(requesterOf(request), bytes);
    const result = await pool.run(job);
    if (!result.ok) throw failure(result.reason, settings);
    const { outcome } = result;
    if (outcome.status === 'refused') {
      const { code, messageKey, params } = outcome.refusal;
      throw new AppError(code, messageKey, params ? { params } : {});
    }
    return outcome;
  };
  return {
    renderNotebook: async (bytes, request) => {
      const { html, language } = await render({ kind: 'notebook', bytes }, bytes.byteLength, request);
      return { html, language };
    },
    renderMarkdown: async (source, request) => (await render({ kind: 'markdown', source }, Buffer.byteLength(source), request)).html,
    close: () => pool.close(),
  };
}
