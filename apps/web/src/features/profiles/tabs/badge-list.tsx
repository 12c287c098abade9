import { useTranslation } from 'react-i18next';
import type { ProfileBadge } from '@madang/contracts/profiles';
import { useLocale } from '../../../i18n/use-locale.ts';
import { localized } from '../../../lib/format/localized.ts';
import { formatDate } from '../../../lib/format/dates.ts';

/** Badges as medallions with their title and the day they were earned; unearned ones greyed. */
export function BadgeList({ badges, empty }: { badges: ProfileBadge[]; empty: string }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  if (badges.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="badge-list">
      {badges.map((badge) => (
        <li key={badge.code} className={badge.earned_at ? 'badge-item' : 'badge-item badge-locked'}>
          <span className="badge-icon" aria-hidden="true">
            ★
          </span>
          <span className="badge-title">{localized(badge.title, locale)}</span>
          <span className="muted badge-date">{badge.earned_at ? formatDate(badge.earned_at, i18n.language) : t('profile.badges.locked')}</span>
          {badge.is_new ? <span className="badge-new">{t('profile.badges.new')}</span> : null}
        </li>
      ))}
    </ul>
  );
}
