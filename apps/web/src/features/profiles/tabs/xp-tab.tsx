import { useTranslation } from 'react-i18next';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { useProfileXp } from '../api/profile-api.ts';
import { useProfile } from '../profile-layout-page.tsx';
import { MoreButton } from './more-button.tsx';
import { formatDate } from '../../../lib/format/dates.ts';

/** The owner's XP: today against the daily cap, the level, XP by kind of event, and the history. */
export function XpTab() {
  const { t, i18n } = useTranslation();
  const { head } = useProfile();
  const xp = useProfileXp(head.id);

  if (xp.isPending) return <Loading />;
  if (xp.isError) return <Failed onRetry={() => void xp.refetch()} />;
  const summary = xp.data.pages[0]!.summary;
  const history = xp.data.pages.flatMap((page) => page.history.items);
  const reason = (key: string) => t(`profile.xp.reason.${key}`, { defaultValue: key });
  return (
    <div className="profile-home">
      <dl className="profile-stats">
        {(
          [
            [t('profile.xp.total'), summary.totalXP],
            [t('profile.xp.today'), `${summary.dailyXP} / ${summary.dailyCap}`],
            [t('profile.xp.level'), summary.level],
            [t('profile.xp.used'), summary.xpUsed],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="card profile-stat">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="card profile-section">
        <h2>{t('profile.xp.byReason')}</h2>
        {summary.by_reason.length === 0 ? (
          <p className="muted">{t('profile.xp.none')}</p>
        ) : (
          <ul className="profile-rows">
            {summary.by_reason.map((row) => (
              <li key={row.reason} className="profile-row">
                <span>{reason(row.reason)}</span>
                <strong>{t('profile.xp.amount', { xp: row.xp, count: row.count })}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card profile-section">
        <h2>{t('profile.xp.history')}</h2>
        {history.length === 0 ? (
          <p className="muted">{t('profile.xp.none')}</p>
        ) : (
          <ul className="profile-rows">
            {history.map((item) => (
              <li key={item.id} className="profile-row">
                <div>
                  <span className="profile-row-title">{reason(item.reason)}</span>
                  <p className="muted profile-row-meta">{formatDate(item.c_time, i18n.language)}</p>
                </div>
                <strong>{item.xp >= 0 ? `+${item.xp}` : item.xp} XP</strong>
              </li>
            ))}
          </ul>
        )}
        <MoreButton hasMore={!!xp.hasNextPage} loading={xp.isFetchingNextPage} onMore={() => void xp.fetchNextPage()} />
      </section>
    </div>
  );
}
