import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProfileCompetition } from '@madang/contracts/profiles';
import { useLocale, useLocalePath } from '../../../i18n/use-locale.ts';
import { localized } from '../../../lib/format/localized.ts';
import { MedalMark } from './medal.tsx';

/** Competitions taken part in: name, team, and the final place once the board closed. */
export function CompetitionRows({ entries, empty }: { entries: ProfileCompetition[]; empty: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lp = useLocalePath();
  if (entries.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="profile-rows">
      {entries.map((entry) => (
        <li key={entry.cpt_id} className="profile-row">
          <div>
            <Link to={lp(`/competitions/${entry.is_official ? 'official' : 'open'}/${entry.cpt_id}`)} className="profile-row-title">
              {localized(entry.title, locale)}
            </Link>
            <p className="muted profile-row-meta">
              {t('profile.competitions.team', { name: entry.team_name })} · {t(`profile.competitions.status.${entry.status}`)}
            </p>
          </div>
          <div className="profile-row-side">
            {entry.rank !== null ? (
              <strong>{t('profile.competitions.rank', { rank: entry.rank, total: entry.ranked_teams })}</strong>
            ) : (
              <span className="muted">{t('profile.competitions.unranked')}</span>
            )}
            <MedalMark medal={entry.medal} />
          </div>
        </li>
      ))}
    </ul>
  );
}
