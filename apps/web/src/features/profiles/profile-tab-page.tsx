import { useLocation } from 'react-router';
import { AchieveTab } from './tabs/achieve-tab.tsx';
import { BookmarkTab } from './tabs/bookmark-tab.tsx';
import { CertificateTab } from './tabs/certificate-tab.tsx';
import { CodeTab } from './tabs/code-tab.tsx';
import { CompetitionTab } from './tabs/competition-tab.tsx';
import { HomeTab } from './tabs/home-tab.tsx';
import { TalkTab } from './tabs/talk-tab.tsx';
import { XpTab } from './tabs/xp-tab.tsx';

const TABS = {
  home: HomeTab,
  competition: CompetitionTab,
  talkboard: TalkTab,
  codeshare: CodeTab,
  achieve: AchieveTab,
  xp: XpTab,
  bookmark: BookmarkTab,
  certificate: CertificateTab,
} as const;

/** One tab of a profile, named by the last part of the address. */
export function ProfileTabPage() {
  const tab = useLocation().pathname.split('/').filter(Boolean).at(-1) as keyof typeof TABS;
  const Tab = TABS[tab] ?? HomeTab;
  return <Tab key={tab} />;
}
