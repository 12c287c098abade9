import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANCEL_TEXT_MAX, cancelReasons, type CancelReason } from '@madang/contracts';
import { formatDate } from '../../../lib/format/dates.ts';
import { Modal } from '../../../ui/modal.tsx';
import { notify } from '../../../ui/toast.ts';
import { useFormErrors } from '../../../ui/use-form-errors.ts';
import { useCancelSubscription } from '../api/subscription-api.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Paid through this instant: the member keeps access until then. */
  periodEnd: string | null;
}

/** Cancelling asks why (several reasons may apply, `other` with words) and says access lasts until the period ends. */
export function CancelDialog({ open, onClose, periodEnd }: Props) {
  const { t, i18n } = useTranslation();
  const [reasons, setReasons] = useState<CancelReason[]>([]);
  const [text, setText] = useState('');
  const cancel = useCancelSubscription();
  const form = useFormErrors();
  const toggle = (reason: CancelReason) => setReasons((current) => (current.includes(reason) ? current.filter((r) => r !== reason) : [...current, reason]));
  const submit = () => {
    form.clear();
    cancel.mutate(
      { reasons, text },
      {
        onSuccess: () => {
          notify.success(t('pay.cancel.done'));
          setReasons([]);
          setText('');
          onClose();
        },
        onError: form.show,
      },
    );
  };
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={t('pay.cancel.title')} testId="cancel-dialog">
      <p>{periodEnd ? t('pay.cancel.keeps', { date: formatDate(periodEnd, i18n.language) }) : t('pay.cancel.keepsNoDate')}</p>
      <fieldset className="sub-reasons">
        <legend>{t('pay.cancel.why')}</legend>
        {cancelReasons.map((reason) => (
          <label key={reason} className="sub-reason">
            <input type="checkbox" checked={reasons.includes(reason)} onChange={() => toggle(reason)} />
            <span>{t(`pay.cancel.reasons.${reason}`)}</span>
          </label>
        ))}
      </fieldset>
      {reasons.includes('other') ? (
        <label className="field">
          <span>{t('pay.cancel.otherText')}</span>
          <textarea value={text} maxLength={CANCEL_TEXT_MAX} rows={3} onChange={(event) => setText(event.target.value)} />
        </label>
      ) : null}
      {form.formError ? (
        <p className="form-error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('pay.cancel.keep')}
        </button>
        <button type="button" className="btn btn-danger" disabled={reasons.length === 0 || cancel.isPending} onClick={submit}>
          {t('pay.cancel.confirm')}
        </button>
      </div>
    </Modal>
  );
}
