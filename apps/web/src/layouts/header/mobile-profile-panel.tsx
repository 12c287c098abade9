import type { MyInfo } from '@madang/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { useLogout } from '../../features/session/use-logout.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Modal } from '../../ui/modal.tsx';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { mobileProfileLinks, withUid } from './nav-links.ts';

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
        {mobileProfileLinks.map((item) => (
          <li key={item.label}>
            <Link to={lp(withUid(item.to, user.id))} onClick={close}>
              {t(item.label)}
              <ChevronRightIcon />
            </Link>
          </li>
        ))}
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
    </Modal>
  );
}
