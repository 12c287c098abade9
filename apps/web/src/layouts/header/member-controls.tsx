import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyInfo } from '@madang/contracts';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import XpButton from '../../features/xp/xp-button.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { UserMenu } from './user-menu.tsx';

const MobileProfilePanel = lazy(() => import('./mobile-profile-panel.tsx'));

/** The header's controls for a signed-in member: XP, notifications, the avatar menu and the mobile panel. */
export default function MemberControls({ user }: { user: MyInfo }) {
  const { t } = useTranslation();
  const [panelOpen, setPanelOpen] = useState(false);
  return (
    <>
      <XpButton userId={user.id} />
      {panelOpen ? (
        <Suspense fallback={null}>
          <MobileProfilePanel user={user} onClose={() => setPanelOpen(false)} />
        </Suspense>
      ) : null}
      <NotificationBell />
      <div className="desktop-only">
        <UserMenu user={user} />
      </div>
      <button type="button" className="avatar-trigger mobile-only" onClick={() => setPanelOpen(true)} aria-label={t('header.myMenu')}>
        <Avatar user={user} size={28} />
      </button>
    </>
  );
}
