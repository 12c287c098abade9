import { useTranslation } from 'react-i18next';
import { MyLearning } from '../../learning/hub/my-learning.tsx';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { useHeatmap, useProfileHome } from '../api/profile-api.ts';
import { useProfile } from '../profile-layout-page.tsx';
import { BadgeList } from './badge-list.tsx';
import { CompetitionRows } from './competition-rows.tsx';
import { ActivityHeatmap } from './heatmap.tsx';

/** The profile's summary: numbers, a year of activity, recent badges and competitions. */
export function HomeTab() {
  const { t } = useTranslation();
  const { head } = useProfile();
  const home = useProfileHome(head.id);
  const heatmap = useHeatmap(head.id);

  if (home.isPending) return <Loading />;
  if (home.isError) return <Failed onRetry={() => void home.refetch()} />;
  const { competitions, talk, code } = home.data;
  const stats = [
    [t('profile.stats.joined'), competitions.joined],
    [t('profile.stats.medals'), competitions.gold + competitions.silver + competitions.bronze],
    [t('profile.stats.bestRank'), competitions.best_rank ?? '—'],
    [t('profile.stats.posts'), talk.posts],
    [t('profile.stats.votes'), talk.votes],
    [t('profile.stats.comments'), talk.comments],
    [t('profile.stats.code'), code.posts],
  ] as const;
  return (
    <div className="profile-home">
      <dl className="profile-stats">
        {stats.map(([label, value]) => (
          <div key={label} className="card profile-stat">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {/* My Learning is the member's own (GET /v2/edu/my-edu): it shows on their profile only. */}
      {head.is_mine ? (
        <div className="card profile-section">
          <MyLearning />
        </div>
      ) : null}
      <section className="card profile-section">
        <h2>{t('profile.heatmap.title')}</h2>
        {heatmap.isPending ? <Loading /> : heatmap.isError ? <Failed onRetry={() => void heatmap.refetch()} /> : <ActivityHeatmap days={heatmap.data} />}
      </section>
      <section className="card profile-section">
        <h2>{t('profile.badges.recent')}</h2>
        <BadgeList badges={home.data.badges} empty={t('profile.badges.none')} />
      </section>
      <section className="card profile-section">
        <h2>{t('profile.competitions.recent')}</h2>
        <CompetitionRows entries={home.data.recent_competitions} empty={t('profile.competitions.none')} />
      </section>
    </div>
  );
}
