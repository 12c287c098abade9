import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '../../../lib/api/client.ts';
import { UploadAborted, upload } from '../../../lib/api/upload.ts';
import { refreshAfterSubmit, type CreatedSubmission } from '../api/submission-api.ts';

/** Spec section 4: confirm, submitting, then complete or failed; the user may cancel while it runs. */
export type UploadState = { phase: 'idle' } | { phase: 'uploading'; progress: number } | { phase: 'failed'; error: unknown } | { phase: 'complete'; created: CreatedSubmission };

/** Leaving the page would drop the upload, so the browser asks first while one is running. */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

export function useUpload(competitionId: number, onComplete: (created: CreatedSubmission) => void) {
  const client = useQueryClient();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useLeaveWarning(state.phase === 'uploading');

  // An upload still running when the page goes away is cancelled rather than left orphaned.
  useEffect(() => () => running.current?.abort(), []);

  async function start(file: File, memo: string) {
    setState({ phase: 'uploading', progress: 0 });
    const controller = new AbortController();
    running.current = controller;
    try {
      const { data: created } = await upload<Envelope<CreatedSubmission>>('/api/submission', {
        fields: { cpt_id: String(competitionId), memo },
        file: { blob: file, name: file.name },
        signal: controller.signal,
        onProgress: (progress) => setState((current) => (current.phase === 'uploading' ? { ...current, progress } : current)),
      });
      setState({ phase: 'complete', created });
      await refreshAfterSubmit(client, competitionId);
      onComplete(created);
    } catch (error) {
      setState(error instanceof UploadAborted ? { phase: 'idle' } : { phase: 'failed', error });
    } finally {
      running.current = null;
    }
  }

  return {
    state,
    start,
    cancel: () => running.current?.abort(),
    reset: () => setState({ phase: 'idle' }),
  };
}
