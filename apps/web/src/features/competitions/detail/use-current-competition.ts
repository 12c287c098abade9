import { useOutletContext } from 'react-router';
import type { CompetitionDetail } from '@madang/contracts';

/** The competition the layout loaded; tabs render only once it is there. */
export function useCurrentCompetition(): CompetitionDetail {
  return useOutletContext<CompetitionDetail>();
}
