import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { ErrorPage, PAGE_MISSING_STATUS } from '../../../ui/error-page/error-page.tsx';
import { useCurrentCompetition } from '../detail/use-current-competition.ts';
import { localized } from '../../../lib/format/localized.ts';
import { competitionPath } from '../../../lib/competition-path.ts';
import { Markdown } from '../../../ui/markdown/markdown.tsx';
import { EvaluationFacts, PrizeTable, RuleFacts, ScheduleFacts } from './overview-facts.tsx';

const SECTIONS = ['description', 'evaluation', 'prize', 'rules', 'schedule', 'agreement'] as const;
type Section = (typeof SECTIONS)[number];

/** The section named after /overview; the competition's own address and /overview show the description. */
function sectionOf(pathname: string): string {
  const match = /\/overview(?:\/([^/]+))?\/?$/.exec(pathname);
  return match?.[1] ?? 'description';
}

/** /competitions/{host}/{name}/overview/{section}: the host's texts with the facts they describe. */
export default function OverviewPage() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const competition = useCurrentCompetition();
  const section = sectionOf(useLocation().pathname);
  if (!SECTIONS.includes(section as Section)) return <ErrorPage status={PAGE_MISSING_STATUS} />;
  const current = section as Section;
  const text = localized(competition.pages[current], i18n.language);

  return (
    <div className="cpt-overview">
      <nav className="cpt-subnav" aria-label={t('competition.overview.label')}>
        <ul>
          {SECTIONS.map((name) => (
            <li key={name}>
              <Link
                to={lp(competitionPath(competition, `overview/${name}`))}
                className={name === current ? 'active' : undefined}
                aria-current={name === current ? 'page' : undefined}
              >
                {t(`competition.overview.sections.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="cpt-article" aria-labelledby="cpt-section-title">
        <h2 id="cpt-section-title" className="cpt-section-title">
          {t(`competition.overview.sections.${current}`)}
        </h2>
        {current === 'schedule' ? <ScheduleFacts competition={competition} /> : null}
        {current === 'evaluation' ? <EvaluationFacts competition={competition} /> : null}
        {current === 'rules' ? <RuleFacts competition={competition} /> : null}
        {current === 'prize' ? <PrizeTable competition={competition} /> : null}
        {text ? <Markdown source={text} testId="competition-text" /> : <p className="muted">{t('competition.overview.noText')}</p>}
      </article>
    </div>
  );
}
