import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal.tsx';
import { NotificationList } from './notification-list.tsx';

/** Phones: the notification list as a full-screen panel, opened from the profile panel. */
export default function NotificationPanel({ onClose, onNavigate }: { onClose: () => void; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('notification.title')} variant="fullscreen" testId="notification-panel">
      <NotificationList onNavigate={onNavigate} />
    </Modal>
  );
}
