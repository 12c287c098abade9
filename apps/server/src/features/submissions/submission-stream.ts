import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { listTeamSubmissions } from './list-submissions.ts';
import { presentStatusEvent } from './presenter.ts';
import type { SubmissionChange } from './submission-events.ts';

/** Changes made by a worker in another process arrive by this poll; this process's own arrive at once. */
const POLL_MS = 2_000;
const HEARTBEAT_MS = 15_000;

/**
 * Server-sent events of a team's submissions: a `status` event whenever one changes state or queue
 * position. Sends the team's latest submissions first so that a page that reconnects is current.
 */
export async function streamTeamSubmissions(
  ctx: Pick<AppContext, 'db' | 'submissionEvents'>,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { teamId: number; revealPrivate: boolean; locale: Locale },
): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  // Sends the headers now and tells the browser to reconnect after 3 s if the stream drops.
  raw.write('retry: 3000\n\n');
  const lastSent = new Map<number, string>();
  let closed = false;
  let sending = Promise.resolve();

  const send = () => {
    sending = sending.then(async () => {
      if (closed) return;
      const { views, positions } = await listTeamSubmissions(ctx.db, { teamId: options.teamId, revealPrivate: options.revealPrivate });
      for (const view of views.reverse()) {
        const event = presentStatusEvent(view, { locale: options.locale, queuePosition: positions.get(view.id) ?? null });
        const text = JSON.stringify(event);
        if (lastSent.get(view.id) === text) continue;
        lastSent.set(view.id, text);
        if (!closed) raw.write(`event: status\nid: ${view.id}\ndata: ${text}\n\n`);
      }
    }).catch((error: unknown) => request.log.warn({ err: error }, 'submission stream query failed'));
  };

  const onChange = (change: SubmissionChange) => {
    if (change.teamId === options.teamId) send();
  };
  ctx.submissionEvents.on('change', onChange);
  const poll = setInterval(send, POLL_MS);
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  request.raw.once('close', () => {
    closed = true;
    clearInterval(poll);
    clearInterval(heartbeat);
    ctx.submissionEvents.off('change', onChange);
  });
  send();
  await sending;
}
