import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { openEventStream } from '../../http/event-stream.ts';
import { findOwnCodeRun, readQueuePosition } from './find-code-run.ts';
import { presentCodeRun } from './presenter.ts';

const POLL_MS = 1_000;
const finished = new Set(['done', 'cancelled', 'interrupted']);

/**
 * Server-sent events of one run: a `run` event with the run whenever its state or queue position
 * changes, the last one carrying the result; then the stream ends. The owner is checked before.
 */
export async function streamCodeRun(
  ctx: Pick<AppContext, 'db' | 'config' | 'runner'>,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { runId: number; userId: number; locale: Locale },
): Promise<void> {
  let lastSent = '';
  await openEventStream(request, reply, {
    pollMs: POLL_MS,
    label: 'code run',
    subscribe: (onChange) => {
      const onRunChange = (runId: number) => {
        if (runId === options.runId) onChange();
      };
      ctx.runner.events.on('change', onRunChange);
      return () => ctx.runner.events.off('change', onRunChange);
    },
    refresh: async (stream) => {
      const run = await findOwnCodeRun(ctx.db, options);
      const view = presentCodeRun(run, { locale: options.locale, queuePosition: await readQueuePosition(ctx.db, run), limits: ctx.config.runner.limits });
      const text = JSON.stringify(view);
      if (text === lastSent) return;
      lastSent = text;
      stream.send('run', run.id, text);
      if (finished.has(run.status)) stream.close();
    },
  });
}
