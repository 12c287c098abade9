import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TALK_REASON_MAX } from '@madang/contracts/talkboard-limits';
import { Modal } from '../../../ui/modal.tsx';

interface Props {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Asks for the reason the author will read before a post or a comment is hidden. */
export function HideDialog({ open, pending, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    onConfirm(reason.trim());
    setReason('');
  };
  return (
    <Modal open={open} onOpenChange={(next) => !next && onCancel()} title={t('talk.moderation.hideTitle')} testId="hide-dialog">
      <form onSubmit={submit} className="talk-report-form">
        <p>{t('talk.moderation.hideBody')}</p>
        <label className="talk-field">
          <span>{t('talk.moderation.hideReason')}</span>
          <textarea rows={3} required maxLength={TALK_REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('talk.moderation.cancel')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={pending || !reason.trim()}>
            {t('talk.moderation.hideConfirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
