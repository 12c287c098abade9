import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale, useLocalePath } from '../../i18n/use-locale.ts';
import { localized } from '../../lib/format/localized.ts';
import { Failed, Loading } from '../../ui/query-state.tsx';
import { useCompetitionInvitations, useMyCompetitions } from './my-competitions-api.ts';

const pathOf = (entry: { is_official: boolean; cpt_id: number }) => `/competitions/${entry.is_official ? 'official' : 'open'}/${entry.cpt_id}`;

/** On the member's own profile: the competitions still running with the team's place now, and open invitations. */
export function MyCompetitionsPanel() {
  return (
    <>
      <Invitations />
      <Running />
    </>
  );
}

function Running() {
  const { t } = useTranslation();
  const locale = useLocale();
  const lp = useLocalePath();
  const list = useMyCompetitions();
  if (list.isPending) return <Loading />;
  if (list.isError) return <Failed onRetry={() => void list.refetch()} />;
  const running = list.data.filter((entry) => entry.phase !== 'closed');
  return (
    <section className="card profile-section" aria-labelledby="my-running" data-testid="my-running">
      <h2 id="my-running">{t('profile.mine.runningTitle')}</h2>
      {running.length === 0 ? (
        <p className="muted">{t('profile.mine.runningNone')}</p>
      ) : (
        <ul className="profile-rows">
          {running.map((entry) => (
            <li key={entry.cpt_id} className="profile-row">
              <div>
                <Link to={lp(pathOf(entry))} className="profile-row-title">
                  {localized(entry.title, locale)}
                </Link>
                <p className="muted profile-row-meta">
                  {t('profile.competitions.team', { name: entry.team_name })}
                  {entry.is_leader ? ` · ${t('profile.mine.leader')}` : ''} · {t(`profile.mine.phase.${entry.phase}`)}
                </p>
              </div>
              <div className="profile-row-side">
                {entry.rank !== null ? (
                  <strong>{t('profile.competitions.rank', { rank: entry.rank, total: entry.ranked_teams })}</strong>
                ) : (
                  <span className="muted">{t('profile.competitions.unranked')}</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Shown only when a host invited the member to a competition they have not joined yet. */
function Invitations() {
  const { t } = useTranslation();
  const locale = useLocale();
  const lp = useLocalePath();
  const list = useCompetitionInvitations();
  const open = (list.data ?? []).filter((entry) => !entry.joined && entry.phase !== 'closed');
  if (open.length === 0) return null;
  return (
    <section className="card profile-section" aria-labelledby="my-invitations" data-testid="my-invitations">
      <h2 id="my-invitations">{t('profile.mine.invitationsTitle')}</h2>
      <ul className="profile-rows">
        {open.map((entry) => (
          <li key={entry.cpt_id} className="profile-row">
            <div>
              <Link to={lp(pathOf(entry))} className="profile-row-title">
                {localized(entry.title, locale)}
              </Link>
              <p className="muted profile-row-meta">{t(`profile.mine.phase.${entry.phase}`)}</p>
            </div>
            <div className="profile-row-side">
              <Link to={lp(`${pathOf(entry)}/agreement`)} className="btn btn-primary btn-sm">
                {t('profile.mine.join')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
