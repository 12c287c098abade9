import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EduGrade, EduStepView } from '@madang/contracts';
import { useRunnerAvailability, type StepAddress } from '../api/learning-api.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { CodeEditor } from './code-editor.tsx';
import { GradeMessage } from './grade-message.tsx';
import { HelpPanel } from './help-panel.tsx';
import { OutputPane } from './output-pane.tsx';
import { useStepRun } from './use-step-run.ts';

/** A code step: the editor with the learner's code, Run and Submit, the output, hints, the model answer and a reset. */
export function CodeStep({ step, address, onGraded }: { step: EduStepView; address: StepAddress; onGraded: (grade: EduGrade) => void }) {
  const { t } = useTranslation();
  const starter = step.code?.starter ?? '';
  const [code, setCode] = useState(step.code?.saved ?? starter);
  const [confirmReset, setConfirmReset] = useState(false);
  const runner = useRunnerAvailability();
  const run = useStepRun(address);
  // Told, not blocked: a run asked for while the sandboxes warm up waits in the queue, and a refusal says why.
  const unavailable = runner.data && !runner.data.available ? (runner.data.detail ?? t('learn.code.unavailable')) : null;
  const canRun = !run.busy && code.trim().length > 0;

  useEffect(() => {
    if (run.grade) onGraded(run.grade);
  }, [run.grade, onGraded]);

  const start = (submit: boolean) => {
    if (canRun) run.start(code, submit);
  };

  return (
    <div className="edu-code">
      <div className="edu-code-toolbar">
        <button type="button" className="btn btn-outline btn-sm" disabled={!canRun} onClick={() => start(false)} aria-keyshortcuts="Control+Enter Meta+Enter">
          {t('learn.code.run')}
        </button>
        <button type="button" className="btn btn-primary btn-sm" disabled={!canRun} onClick={() => start(true)}>
          {t('learn.code.submit')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" disabled={run.busy || code === starter} onClick={() => setConfirmReset(true)}>
          {t('learn.code.reset')}
        </button>
        <span className="muted edu-shortcut">{t('learn.code.shortcut')}</span>
      </div>
      {unavailable ? (
        <p className="edu-out-problem" role="alert">
          {unavailable}
        </p>
      ) : null}
      <CodeEditor value={code} onChange={setCode} onRun={() => start(false)} label={t('learn.code.editor')} />
      {step.code?.expects_figure ? <p className="muted edu-note">{t('learn.code.expectsFigure')}</p> : null}
      {run.submitted && run.grade ? <GradeMessage grade={run.grade} /> : null}
      <OutputPane run={run.run} busy={run.busy} error={run.error} />
      <HelpPanel step={step} address={address} onUseSolution={setCode} />
      <ConfirmDialog
        open={confirmReset}
        title={t('learn.code.resetTitle')}
        confirmLabel={t('learn.code.reset')}
        danger
        onCancel={() => setConfirmReset(false)}
        onConfirm={() => {
          setCode(starter);
          setConfirmReset(false);
        }}
      >
        <p>{t('learn.code.resetText')}</p>
      </ConfirmDialog>
    </div>
  );
}
