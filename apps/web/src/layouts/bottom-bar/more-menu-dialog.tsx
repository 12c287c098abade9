import { useTranslation } from 'react-i18next';
import { MoreMenuContent } from '../../features/more/more-menu-content.tsx';
import { Modal } from '../../ui/modal.tsx';

/** The bottom bar's More: the More menu as a full-screen dialog. */
export default function MoreMenuDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('more.title')} variant="fullscreen" testId="more-menu">
      <MoreMenuContent onNavigate={onClose} />
    </Modal>
  );
}
