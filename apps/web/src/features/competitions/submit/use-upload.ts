import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refreshAfterSubmit, type CreatedSubmission } from '../api/submission-api.ts';
import { UploadAborted, uploadSubmission, type UploadHandle } from './upload-request.ts';

/** Spec section 4: confirm, submitting, then complete or failed; the user may cancel while it runs. */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; progress: number; fileName: string }
  | { phase: 'failed'; error: unknown }
  | { phase: 'complete'; created: CreatedSubmission };

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
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const handle = useRef<UploadHandle | null>(null);
  useLeaveWarning(state.phase === 'uploading');

  // An upload still running when the page goes away is cancelled rather than left orphaned.
  useEffect(() => () => handle.current?.abort(), []);

  async function start(file: File, memo: string) {
    setState({ phase: 'uploading', progress: 0, fileName: file.name });
    handle.current = uploadSubmission({
      competitionId,
      file,
      memo,
      locale: i18n.language,
      onProgress: (progress) => setState((current) => (current.phase === 'uploading' ? { ...current, progress } : current)),
    });
    try {
      const created = await handle.current.done;
      setState({ phase: 'complete', created });
      await refreshAfterSubmit(client, competitionId);
      onComplete(created);
    } catch (error) {
      setState(error instanceof UploadAborted ? { phase: 'idle' } : { phase: 'failed', error });
    } finally {
      handle.current = null;
    }
  }

  return {
    state,
    start,
    cancel: () => handle.current?.abort(),
    reset: () => setState({ phase: 'idle' }),
  };
}
