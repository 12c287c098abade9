import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal.tsx';

interface Props {
  open: boolean;
  title: string;
  /** One paragraph of text; `children` for anything richer. */
  body?: string;
  children?: ReactNode;
  onClose: () => void;
  testId?: string;
}

/** The basic alert: something the member must read, acknowledged with one button. */
export function AlertDialog({ open, title, body, children, onClose, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={title} testId={testId}>
      {body ? <p>{body}</p> : null}
      {children}
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('common.confirm')}
        </button>
      </div>
    </Modal>
  );
}
