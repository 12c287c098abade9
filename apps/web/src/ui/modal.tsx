import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className={`modal modal-${variant}`}
          data-testid={testId}
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
