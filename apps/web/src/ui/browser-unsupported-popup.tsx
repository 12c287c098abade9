import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal.tsx';

/** Old Internet Explorer cannot run most of the site; say so once instead of failing silently. */
export default function BrowserUnsupportedPopup() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onOpenChange={setOpen} title={t('common.browserUnsupported.title')} testId="browser-unsupported">
      <p>{t('common.browserUnsupported.body')}</p>
      <div className="modal-actions">
        <a className="btn btn-primary" href="https://www.microsoft.com/edge" target="_blank" rel="noreferrer">
          {t('common.browserUnsupported.action')}
        </a>
      </div>
    </Modal>
  );
}
