import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../ui/modal.tsx';

/** A button that asks first, naming what goes, before an action that cannot be undone. */
export function ConfirmButton({
  label,
  title,
  body,
  onConfirm,
  busy,
  className = 'btn btn-outline btn-sm',
}: {
  label: string;
  title: string;
  body: string;
  onConfirm: () => void;
  busy: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={title}>
        <p>{body}</p>
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
            {t('host.learning.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy}
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {label}
          </button>
        </div>
      </Modal>
    </>
  );
}
