import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { openLoginPopup } from '../../app/app-state.ts';
import { useSession } from '../../features/session/use-session.ts';
import { useLogout } from '../../features/session/use-logout.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Logo } from '../../ui/logo.tsx';
import { Menu } from '../../ui/menu.tsx';

/** The reduced header of exam-style pages: logo, then the user's name and log-out, or log-in buttons. */
export function ExamHeader() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { user } = useSession();
  const logout = useLogout();
  return (
    <header className="site-header site-header-light">
      <div className="container header-inner">
        <Link to={lp('/')} className="header-logo">
          <Logo label={t('common.homeLabel')} />
        </Link>
        <div className="header-actions">
          {user ? (
            <Menu
              triggerClassName="avatar-trigger"
              triggerLabel={t('header.avatarMenu', { name: user.name })}
              testId="avatar-menu"
              align="end"
              trigger={<Avatar user={user} size={36} />}
              header={<strong>{user.name}</strong>}
              items={[{ kind: 'action', label: t('header.logout'), onSelect: () => logout.mutate(), testId: 'logout' }]}
            />
          ) : (
            <>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => openLoginPopup(1)}>
                {t('header.login')}
              </button>
              <button type="button" className="btn btn-primary btn-sm" onClick={() => openLoginPopup(2)}>
                {t('header.signup')}
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
