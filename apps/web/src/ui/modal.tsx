import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read by screen readers when the title alone is not enough. */
  description?: string;
  children: ReactNode;
  testId?: string;
  variant?: 'dialog' | 'fullscreen';
  hideTitle?: boolean;
}

/** The one dialog of the app (Radix: focus trap, Escape, scroll lock); stacks at z-index 999. */
export function Modal({ open, onOpenChange, title, description, children, testId, variant = 'dialog', hideTitle }: ModalProps) {
  const { t } = useTranslation();
  // Radix hands focus back to a Dialog.Trigger, and these popups open from ordinary buttons: without this, focus
  // falls to the page's start when one closes.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className={`modal modal-${variant}`}
          data-testid={testId}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="modal-head">
            <Dialog.Title className={hideTitle ? 'sr-only' : 'modal-title'}>{title}</Dialog.Title>
            <Dialog.Close className="icon-btn" aria-label={t('common.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="sr-only">{description}</Dialog.Description> : null}
          <div className="modal-body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
