import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { talkReportReasons } from '@madang/contracts/talkboard-limits';
import type { TalkReportReason } from '@madang/contracts/talkboard';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { notify } from '../../../ui/toast.ts';
import { useCommunityError } from '../use-community-error.ts';

interface Props {
  open: boolean;
  /** Sends the report of the item the dialog was opened for (a talk or code post, or a comment). */
  send: (report: { reason: TalkReportReason; text: string }) => Promise<unknown>;
  sending: boolean;
  /** The longest note the item's report call takes. */
  maxLength: number;
  onClose: () => void;
}

/** Reports a post or a comment with a reason; a second report of the same item is refused by the server. */
export function ReportDialog({ open, send, sending, maxLength, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useCommunityError();
  const [reason, setReason] = useState<TalkReportReason>('spam');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    setText('');
    onClose();
  };
  const submit = async () => {
    try {
      await send({ reason, text: text.trim() });
      notify.success(t('talk.report.done'));
      close();
    } catch (caught) {
      setError(errorText(caught));
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('talk.report.title')}
      confirmLabel={t('talk.report.submit')}
      busy={sending}
      error={error}
      danger
      onConfirm={() => void submit()}
      onCancel={close}
      testId="report-dialog"
    >
      <div className="talk-report-form">
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
          <textarea rows={3} maxLength={maxLength} value={text} onChange={(event) => setText(event.target.value)} />
        </label>
      </div>
    </ConfirmDialog>
  );
}
