import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../i18n/setup.ts';
import { BellIcon } from '../../ui/icons.tsx';
import { badgeText, useUnreadCount } from './notification-count.ts';

const loadPopover = () => Promise.all([import('./notification-popover.tsx'), loadNamespaces(['notification'])]).then(([module]) => module);
const NotificationPopover = lazy(loadPopover);

/** The header's bell (members only): the unread count, and the list in a popover whose code loads on first use. */
export function NotificationBell() {
  const { t } = useTranslation();
  const count = useUnreadCount(true);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="noti-anchor">
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn noti-bell"
        aria-label={count > 0 ? t('header.notificationsUnread', { count }) : t('header.notifications')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notification-bell"
        onPointerEnter={() => void loadPopover()}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {count > 0 ? (
          <span className="noti-badge" data-testid="notification-count" aria-hidden="true">
            {badgeText(count)}
          </span>
        ) : null}
      </button>
      <Suspense fallback={null}>
        {open ? (
          <NotificationPopover
            anchor={buttonRef}
            onClose={(returnFocus) => {
              setOpen(false);
              if (returnFocus) buttonRef.current?.focus();
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
