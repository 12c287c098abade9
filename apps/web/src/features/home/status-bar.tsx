import { levelFromXp } from '@madang/contracts/xp-level';
import { useTranslation } from 'react-i18next';
import { openLoginPopup } from '../../app/app-state.ts';
import { formatCount } from '../../lib/format/numbers.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { useSession } from '../session/use-session.ts';

/** Under the hero on wide screens: the member's level and XP, or an invitation to join. */
export function StatusBar() {
  const { t, i18n } = useTranslation();
  const { user, isLoading } = useSession();
  if (isLoading) return <div className="status-bar" aria-hidden="true" />;
  if (!user) {
    return (
      <section className="status-bar" aria-label={t('home.status.label')}>
        <p>
          <strong>{t('home.status.guestTitle')}</strong> {t('home.status.guestBody')}
        </p>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => openLoginPopup(2)}>
          {t('header.signup')}
        </button>
      </section>
    );
  }
  const level = levelFromXp(user.total_xp);
  return (
    <section className="status-bar" aria-label={t('home.status.label')}>
      <Avatar user={user} size={40} />
      <p>
        <strong>{t('home.status.hello', { name: user.name })}</strong>
      </p>
      <span className="level-badge">{t('home.status.level', { level: level.level })}</span>
      <div className="xp-meter">
        <div className="xp-track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(level.progress * 100)} aria-label={t('home.status.xpLabel')}>
          <span style={{ width: `${level.progress * 100}%` }} />
        </div>
        <small>{t('home.status.xp', { xp: formatCount(user.total_xp, i18n.language), next: formatCount(level.next, i18n.language) })}</small>
      </div>
    </section>
  );
}
