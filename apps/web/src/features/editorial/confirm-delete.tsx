import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal.tsx';

/** Asks before deleting for good, naming what goes. */
export function ConfirmDelete({
  open,
  title,
  body,
  onConfirm,
  onCancel,
  busy,
}: {
  open: boolean;
  title: string;
  body: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={(next) => !next && onCancel()} title={title} testId="notice-confirm-delete">
      <p>{body}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('notice.host.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
          {t('notice.host.delete')}
        </button>
      </div>
    </Modal>
  );
}
