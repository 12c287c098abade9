import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeRun, EduGrade } from '@madang/contracts';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { readCodeRun, startStepRun, useRecordGrade, type StepAddress } from '../api/learning-api.ts';

const FINISHED = new Set<CodeRun['status']>(['done', 'cancelled', 'interrupted']);
export const isRunFinished = (run: CodeRun) => FINISHED.has(run.status);

export interface StepRunState {
  /** The latest state of the last run started here. */
  run: CodeRun | null;
  /** Whether that run was a submission (graded when done). */
  submitted: boolean;
  /** Starting, running or grading: Run and Submit wait. */
  busy: boolean;
  /** Why the run could not start or be followed, in the page's language. */
  error: string | null;
  grade: EduGrade | null;
  start: (code: string, submit: boolean) => void;
}

/**
 * Runs a step's code and follows the run through its event stream (state, queue position, result) until it
 * ends; a submission then reads its grade. The stream ends itself once the run is finished, so it is closed
 * then rather than left to reconnect.
 */
export function useStepRun(address: StepAddress): StepRunState {
  const { t } = useTranslation();
  const [run, setRun] = useState<CodeRun | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { mutate: recordGrade, reset: resetGrade, data: grade, isPending: grading } = useRecordGrade(address);
  const source = useRef<EventSource | null>(null);
  const { projectId, stageNumber, stepNumber } = address;

  const stopFollowing = useCallback(() => {
    source.current?.close();
    source.current = null;
  }, []);
  useEffect(() => stopFollowing, [stopFollowing]);
  // Another step's run is not this step's output.
  useEffect(() => {
    stopFollowing();
    setRun(null);
    setError(null);
    resetGrade();
  }, [projectId, stageNumber, stepNumber, stopFollowing, resetGrade]);

  const finish = useCallback(
    (finished: CodeRun, submit: boolean) => {
      stopFollowing();
      setRun(finished);
      if (submit && finished.status === 'done') recordGrade(finished.id, { onError: (cause) => setError(apiErrorText(cause, t)) });
    },
    [recordGrade, stopFollowing, t],
  );

  const follow = useCallback(
    (first: CodeRun, submit: boolean) => {
      if (isRunFinished(first)) return finish(first, submit);
      const events = new EventSource(`/api/v1/runs/${first.id}/events`);
      source.current = events;
      events.addEventListener('run', (message: MessageEvent<string>) => {
        const next = JSON.parse(message.data) as CodeRun;
        if (isRunFinished(next)) finish(next, submit);
        else setRun(next);
      });
      // A dropped stream reconnects by itself; if it cannot, the run's state is read once more.
      events.onerror = () => {
        if (events.readyState !== EventSource.CLOSED) return;
        void readCodeRun(first.id).then(
          (latest) => (isRunFinished(latest) ? finish(latest, submit) : follow(latest, submit)),
          (cause: unknown) => setError(apiErrorText(cause, t)),
        );
      };
    },
    [finish, t],
  );

  const start = useCallback(
    (code: string, submit: boolean) => {
      stopFollowing();
      resetGrade();
      setError(null);
      setSubmitted(submit);
      setStarting(true);
      startStepRun({ projectId, stageNumber, stepNumber }, code, submit).then(
        (created) => {
          setStarting(false);
          setRun(created);
          follow(created, submit);
        },
        (cause: unknown) => {
          setStarting(false);
          setError(apiErrorText(cause, t));
        },
      );
    },
    [projectId, stageNumber, stepNumber, follow, resetGrade, stopFollowing, t],
  );

  const running = run !== null && !isRunFinished(run);
  return { run, submitted, busy: starting || running || grading, error, grade: grade ?? null, start };
}
