import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

interface ConfirmButtonProps {
  label: ReactNode;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
  className?: string;
}

/** A button that asks once more before a change to the team that the page cannot undo. */
export function ConfirmButton({ label, title, body, confirmLabel, onConfirm, className = 'btn btn-outline' }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <ConfirmDialog
        open={open}
        title={title}
        body={body}
        confirmLabel={confirmLabel}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
      />
    </>
  );
}
