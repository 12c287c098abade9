import type { MyInfo } from '@madang/contracts';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../i18n/setup.ts';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { badgeText, useUnreadCount } from '../../features/notifications/notification-count.ts';
import { useLogout } from '../../features/session/use-logout.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Modal } from '../../ui/modal.tsx';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { memberMenuLinks } from '../../app/menus.ts';

const NotificationPanel = lazy(async () => (await Promise.all([import('../../features/notifications/notification-panel.tsx'), loadNamespaces(['notification'])]))[0]);

interface Props {
  user: MyInfo;
  onClose: () => void;
}

/** Small screens get the profile links as a full-screen panel instead of a hover menu. */
export default function MobileProfilePanel({ user, onClose }: Props) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const logout = useLogout();
  const close = onClose;
  const unread = useUnreadCount(true);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('header.myMenu')} variant="fullscreen" testId="mobile-profile-panel">
      <div className="profile-panel-head">
        <Avatar user={user} size={80} />
        <div>
          <strong>{user.name}</strong>
          <span>{user.email}</span>
        </div>
      </div>
      <ul className="list-menu">
        {memberMenuLinks(user, 'panel').map((item) => (
          <li key={item.label}>
            <Link to={lp(item.to)} onClick={close}>
              {t(item.label)}
              <ChevronRightIcon />
            </Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => setNotificationsOpen(true)} data-testid="mobile-notifications">
            <span>
              {t('header.notifications')}
              {unread > 0 ? <span className="noti-count-inline">{badgeText(unread)}</span> : null}
            </span>
            <ChevronRightIcon />
          </button>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              close();
              logout.mutate();
            }}
          >
            {t('header.logout')}
          </button>
        </li>
      </ul>
      <Suspense fallback={null}>{notificationsOpen ? <NotificationPanel onClose={() => setNotificationsOpen(false)} onNavigate={close} /> : null}</Suspense>
    </Modal>
  );
}
