import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_REASON_MAX } from '@madang/contracts/codeshare';
import { talkReportReasons, type TalkReportReason } from '@madang/contracts/talkboard';
import { Modal } from '../../../ui/modal.tsx';
import { notify } from '../../../ui/toast.ts';
import { useTalkError } from '../../talkboard/use-talk-error.ts';
import { useCodeReport } from '../api/code-api.ts';

/** Reports a code post or one of its comments with a reason; the server refuses a second report of the same item. */
export function CodeReportDialog({ target, onClose }: { target: { cs_id: number; reply_id?: number } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useCodeReport();
  const errorText = useTalkError();
  const [reason, setReason] = useState<TalkReportReason>('spam');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    setText('');
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    try {
      await report.mutateAsync({ ...target, reason, text: text.trim() });
      notify.success(t('talk.report.done'));
      close();
    } catch (caught) {
      setError(errorText(caught));
    }
  };
  return (
    <Modal open={target !== null} onOpenChange={(open) => !open && close()} title={t('talk.report.title')} testId="report-dialog">
      <form className="talk-report-form" onSubmit={(event) => void submit(event)}>
        <fieldset>
          <legend>{t('talk.report.reasonLabel')}</legend>
          {talkReportReasons.map((value) => (
            <label key={value} className="check">
              <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
              <span>{t(`talk.report.reasons.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <label className="talk-field">
          <span>{t('talk.report.textLabel')}</span>
          <textarea rows={3} maxLength={CODE_REASON_MAX} value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={close}>
            {t('talk.report.cancel')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={report.isPending}>
            {t('talk.report.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
