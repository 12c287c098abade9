import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompetitionDetail } from '@madang/contracts';
import { leadsToBuiltPage } from '../../../app/routing/page-of.ts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { useActiveTabInView } from '../../../ui/use-active-tab-in-view.ts';
import { competitionPath } from '../../../lib/competition-path.ts';
import { ChallengeNeededPopup } from '../../../ui/challenge-needed-popup.tsx';
import { useSession } from '../../session/use-session.ts';

/** The tabs whose pages exist (the route table decides; the host segment and name are any competition's). */
const TABS = (['overview', 'data', 'codeshare', 'talkboard', 'leaderboard', 'team', 'mysubmission', 'support'] as const).filter((tab) =>
  leadsToBuiltPage(`/competitions/official/any/${tab}`),
);

/** The tab strip; a signed-in member who has not joined is told to join first instead of opening the submission tab. */
export function CompetitionTabs({ competition }: { competition: CompetitionDetail }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { pathname } = useLocation();
  const tabStrip = useActiveTabInView<HTMLElement>(pathname);
  const { isLoggedIn } = useSession();
  const [joinNeeded, setJoinNeeded] = useState(false);
  const mustJoinToSubmit = isLoggedIn && !competition.me.joined && competition.accepts_submissions;
  // The competition's own address shows the overview.
  const atIndex = pathname.replace(/\/$/, '') === lp(competitionPath(competition));
  return (
    <nav className="cpt-tabs" aria-label={t('competition.tabs.label')} ref={tabStrip}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab}>
            <NavLink
              to={lp(competitionPath(competition, tab))}
              onClick={(event) => {
                if (tab !== 'mysubmission' || !mustJoinToSubmit) return;
                event.preventDefault();
                setJoinNeeded(true);
              }}
              className={({ isActive }) => (isActive || (atIndex && tab === 'overview') ? 'active' : undefined)}
            >
              {t(`competition.tabs.${tab}`)}
            </NavLink>
          </li>
        ))}
      </ul>
      <ChallengeNeededPopup step={joinNeeded ? 'join' : null} onClose={() => setJoinNeeded(false)} to={lp(competitionPath(competition, 'agreement'))} />
    </nav>
  );
}
