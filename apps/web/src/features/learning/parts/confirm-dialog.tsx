import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/modal.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** Shown under the text when the last try failed. */
  error?: string | null;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
}

/** A question before something that costs XP or throws work away. */
export function ConfirmDialog({ open, title, children, confirmLabel, busy = false, error, danger = false, onConfirm, onClose, testId }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={title} testId={testId}>
      <div className="edu-confirm">{children}</div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('learn.cancel')}
        </button>
        <button type="button" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
