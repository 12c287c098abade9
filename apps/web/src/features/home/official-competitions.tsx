import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { CompetitionCard } from './competition-card.tsx';
import { useOfficialCompetitions } from './home-api.ts';
import { SectionState } from './section-state.tsx';

const SKELETON_CARDS = 3;

export function OfficialCompetitions() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const query = useOfficialCompetitions();
  return (
    <section className="home-section" aria-labelledby="home-competitions">
      <div className="section-head">
        <h2 id="home-competitions">{t('home.competitions.title')}</h2>
        <Link to={lp('/competitions')} className="section-more">
          {t('common.viewAll')}
        </Link>
      </div>
      {query.isPending ? (
        <ul className="competition-grid" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i} className="competition-card skeleton" />
          ))}
        </ul>
      ) : query.isError ? (
        <SectionState kind="error" text={t('home.competitions.error')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <SectionState kind="empty" text={t('home.competitions.empty')} action={{ to: lp('/community'), label: t('home.competitions.emptyAction') }} />
      ) : (
        <ul className="competition-grid">
          {query.data.map((competition) => (
            <CompetitionCard key={competition.id} competition={competition} />
          ))}
        </ul>
      )}
    </section>
  );
}
