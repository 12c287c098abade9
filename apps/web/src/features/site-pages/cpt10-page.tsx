import './site-pages.css';
import type { CompetitionListItem } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { competitionPath } from '../../lib/competition-path.ts';
import { formatScheduleDate } from '../../lib/format/dates.ts';
import { localized } from '../../lib/format/localized.ts';
import { formatWon } from '../../lib/format/money.ts';
import { formatCount } from '../../lib/format/numbers.ts';
import { scheduleLabel } from '../../lib/format/schedule-label.ts';
import { Empty, Failed, Loading } from '../../ui/query-state.tsx';
import { usePageSubject } from '../../ui/use-page-title.ts';
import { useCompetition, useCompetitionList } from '../competitions/api/competition-api.ts';

/** How many competitions the landing lists: the spec's "cpt10", the ten newest. */
const SHOWN = 10;

/** The facts a visitor decides by: when, the prize and how many teams take part. */
function Facts({ competition }: { competition: CompetitionListItem }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const label = scheduleLabel(competition, new Date());
  return (
    <dl className="cpt10-facts">
      <div>
        <dt>{t('about.cpt10.schedule')}</dt>
        <dd>
          <span className="chip">{t(`dday.${label.key}`, { days: label.days })}</span> {formatScheduleDate(competition.starts_at, locale)} –{' '}
          {formatScheduleDate(competition.ends_at, locale)}
        </dd>
      </div>
      <div>
        <dt>{t('about.cpt10.prize')}</dt>
        <dd>{formatWon(competition.prize_total, locale) ?? t('about.cpt10.noPrize')}</dd>
      </div>
      <div>
        <dt>{t('about.cpt10.teams')}</dt>
        <dd>{formatCount(competition.team_count, locale)}</dd>
      </div>
    </dl>
  );
}

/** /cpt10: the ten newest competitions, each opening its landing. */
function Cpt10List() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const list = useCompetitionList({ sort: 'recent' });
  if (list.isPending) return <Loading />;
  if (list.isError) return <Failed text={t('about.cpt10.loadError')} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <Empty text={t('about.cpt10.empty')} />;
  return (
    <ol className="cpt10-list" data-testid="cpt10-list">
      {list.data.slice(0, SHOWN).map((competition) => (
        <li key={competition.id} className="cpt10-card">
          <h2>
            <Link to={lp(`/cpt10/${competition.id}`)}>{localized(competition.title, i18n.language)}</Link>
          </h2>
          <p>{localized(competition.summary, i18n.language)}</p>
          <Facts competition={competition} />
        </li>
      ))}
    </ol>
  );
}

/** /cpt10/{id}: one competition's landing, a page to share, with the way into the competition itself. */
function Cpt10Landing({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const competition = useCompetition(id);
  const title = competition.data ? localized(competition.data.title, i18n.language) : undefined;
  usePageSubject(title);
  if (competition.isPending) return <Loading />;
  if (competition.isError) return <Failed text={t('about.cpt10.loadError')} onRetry={() => void competition.refetch()} />;
  const data = competition.data;
  return (
    <article className="cpt10-landing" aria-labelledby="cpt10-title">
      {data.cover_image_url ? <img className="cpt10-cover" src={data.cover_image_url} alt="" /> : null}
      <h2 id="cpt10-title">{title}</h2>
      <p className="cpt10-summary">{localized(data.summary, i18n.language)}</p>
      <Facts competition={data} />
      {data.prizes.length > 0 ? (
        <ul className="cpt10-prizes" aria-label={t('about.cpt10.prize')}>
          {data.prizes.map((prize) => (
            <li key={prize.rank}>
              {localized(prize.label, i18n.language)} · {formatWon(prize.amount, i18n.language, true) ?? t('about.cpt10.noPrize')}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="site-actions">
        <Link className="btn btn-primary" to={lp(competitionPath(data))}>
          {t('about.cpt10.enter')}
        </Link>
        <Link className="btn btn-outline" to={lp('/cpt10')}>
          {t('about.cpt10.all')}
        </Link>
      </p>
    </article>
  );
}

/** /cpt10 and /cpt10/{id}: the competitions landing (spec section 2), built on the competitions' own data. */
export default function Cpt10Page() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <div className="container page-pad site-page">
      <h1 className="page-title">{t('about.cpt10.title')}</h1>
      {id ? null : <p className="site-lead">{t('about.cpt10.lead')}</p>}
      {id ? <Cpt10Landing id={id} /> : <Cpt10List />}
    </div>
  );
}
