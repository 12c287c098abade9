import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal.tsx';

interface Props {
  open: boolean;
  title: string;
  /** One paragraph of text; `children` for anything richer. */
  body?: string;
  children?: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** Shown under the text when the last try failed. */
  error?: string | null;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

/** A yes-or-no question before something that cannot be undone or that costs something. */
export function ConfirmDialog({ open, title, body, children, confirmLabel, busy = false, error, danger = false, onConfirm, onCancel, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={(next) => !next && onCancel()} title={title} testId={testId}>
      {body ? <p>{body}</p> : null}
      {children}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
