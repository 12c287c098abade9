import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/modal.tsx';

interface Props {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

/** A yes-or-no question before something that cannot be undone. */
export function ConfirmDialog({ open, title, body, confirmLabel, onConfirm, onCancel, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={(next) => !next && onCancel()} title={title} testId={testId}>
      <p>{body}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('competition.submit.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
