import '../competition.css';
import { CompetitionList } from './competition-list.tsx';

/** /competitions: every competition, official and open, with filters. */
export default function CompetitionsPage() {
  return <CompetitionList />;
}
