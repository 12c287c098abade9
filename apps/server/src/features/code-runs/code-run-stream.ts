import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { findOwnCodeRun, readQueuePosition } from './find-code-run.ts';
import { presentCodeRun } from './presenter.ts';

/** Changes made by a worker in another process arrive by this poll; this process's own arrive at once. */
const POLL_MS = 1_000;
const HEARTBEAT_MS = 15_000;
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
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 3000\n\n');
  let lastSent = '';
  let closed = false;
  let sending = Promise.resolve();

  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(poll);
    clearInterval(heartbeat);
    ctx.runner.events.off('change', onChange);
    raw.end();
  };
  const send = () => {
    sending = sending
      .then(async () => {
        if (closed) return;
        const run = await findOwnCodeRun(ctx.db, options);
        const view = presentCodeRun(run, { locale: options.locale, queuePosition: await readQueuePosition(ctx.db, run), limits: ctx.config.runner.limits });
        const text = JSON.stringify(view);
        if (closed || text === lastSent) return;
        lastSent = text;
        raw.write(`event: run\nid: ${run.id}\ndata: ${text}\n\n`);
        if (finished.has(run.status)) close();
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'code run stream query failed'));
  };
  const onChange = (runId: number) => {
    if (runId === options.runId) send();
  };
  ctx.runner.events.on('change', onChange);
  const poll = setInterval(send, POLL_MS);
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  request.raw.once('close', close);
  send();
  await sending;
}
