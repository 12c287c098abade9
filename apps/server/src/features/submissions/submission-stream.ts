import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { openEventStream } from '../../http/event-stream.ts';
import { listTeamSubmissions } from './list-submissions.ts';
import { presentStatusEvent } from './presenter.ts';
import type { SubmissionChange } from './submission-events.ts';

const POLL_MS = 2_000;

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
  const lastSent = new Map<number, string>();
  await openEventStream(request, reply, {
    pollMs: POLL_MS,
    label: 'submission',
    subscribe: (onChange) => {
      const onTeamChange = (change: SubmissionChange) => {
        if (change.teamId === options.teamId) onChange();
      };
      ctx.submissionEvents.on('change', onTeamChange);
      return () => ctx.submissionEvents.off('change', onTeamChange);
    },
    refresh: async (stream) => {
      const { views, positions } = await listTeamSubmissions(ctx.db, { teamId: options.teamId, revealPrivate: options.revealPrivate });
      for (const view of views.reverse()) {
        const event = presentStatusEvent(view, { locale: options.locale, queuePosition: positions.get(view.id) ?? null });
        const text = JSON.stringify(event);
        if (lastSent.get(view.id) === text) continue;
        lastSent.set(view.id, text);
        stream.send('status', view.id, text);
      }
    },
  });
}
