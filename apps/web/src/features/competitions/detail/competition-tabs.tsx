import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompetitionDetail } from '@madang/contracts';
import { leadsToBuiltPage } from '../../../app/routing/page-of.ts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { useActiveTabInView } from '../../../ui/use-active-tab-in-view.ts';
import { competitionPath } from '../../../lib/competition-path.ts';

/** The tabs whose pages exist (the route table decides; the host segment and name are any competition's). */
const TABS = (['overview', 'data', 'codeshare', 'talkboard', 'leaderboard', 'team', 'mysubmission', 'support'] as const).filter((tab) =>
  leadsToBuiltPage(`/competitions/official/any/${tab}`),
);

export function CompetitionTabs({ competition }: { competition: CompetitionDetail }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { pathname } = useLocation();
  const tabStrip = useActiveTabInView<HTMLElement>(pathname);
  // The competition's own address shows the overview.
  const atIndex = pathname.replace(/\/$/, '') === lp(competitionPath(competition));
  return (
    <nav className="cpt-tabs" aria-label={t('competition.tabs.label')} ref={tabStrip}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab}>
            <NavLink to={lp(competitionPath(competition, tab))} className={({ isActive }) => (isActive || (atIndex && tab === 'overview') ? 'active' : undefined)}>
              {t(`competition.tabs.${tab}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
