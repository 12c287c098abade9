import { useLocation } from 'react-router';
import { RankingPage } from './ranking-page.tsx';
import { TierInfoPage } from './tier-info-page.tsx';

/**
 * /ranking and /ranking/info (either language) as one chunk with one loader, so the first visit's
 * route map carries a single entry for both.
 */
export default function RankingPages() {
  return useLocation().pathname.replace(/\/$/, '').endsWith('/ranking/info') ? <TierInfoPage /> : <RankingPage />;
}
