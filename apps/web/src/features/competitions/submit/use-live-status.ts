import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SubmissionStatusEvent } from '@madang/contracts';
import { applyStatusEvent, submissionKeys } from '../api/submission-api.ts';

const FINISHED = new Set(['scored', 'error', 'install_error']);

/**
 * Follows the team's submissions through the server's event stream while the page is open: each
 * change is applied to the cached list, and a finished grading refreshes what depends on the score.
 * EventSource reconnects by itself, and the stream starts with the current state after a reconnect.
 */
export function useLiveStatus(competitionId: number, enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/v1/competitions/${competitionId}/submissions/events`);
    const onStatus = (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as SubmissionStatusEvent;
      const known = applyStatusEvent(client, competitionId, event);
      if (!known) void client.invalidateQueries({ queryKey: submissionKeys.all(competitionId) });
      // A new score can move the team on the board; an Install Error gives the attempt back.
      if (FINISHED.has(event.status)) {
        void client.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'competition' && query.queryKey[1] === competitionId && query.queryKey[2] !== 'submissions' });
        if (event.status === 'install_error') void client.invalidateQueries({ queryKey: submissionKeys.all(competitionId) });
      }
    };
    source.addEventListener('status', onStatus);
    return () => {
      source.removeEventListener('status', onStatus);
      source.close();
    };
  }, [client, competitionId, enabled]);
}
