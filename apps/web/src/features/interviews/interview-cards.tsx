import './interviews.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { WinnerPage } from '@madang/contracts';

type InterviewItem = WinnerPage['items'][number];

/** Winner interviews as cards: cover, competition, title and summary, then `meta` (who won, and more where there is room). */
export function InterviewCards({
  items,
  hrefOf,
  meta,
  testId,
}: {
  items: readonly InterviewItem[];
  hrefOf: (id: number) => string;
  meta: (item: InterviewItem) => ReactNode;
  testId: string;
}) {
  return (
    <ul className="interview-cards" data-testid={testId}>
      {items.map((item) => (
        <li key={item.win_id} className="interview-card">
          <Link to={hrefOf(item.win_id)} className="interview-card-link">
            {item.cover_image_url ? (
              <img className="interview-card-cover" src={item.cover_image_url} alt="" loading="lazy" />
            ) : (
              <span className="interview-card-cover is-empty" aria-hidden="true" />
            )}
            <span className="interview-card-body">
              {item.competition ? <span className="chip chip-quiet interview-card-competition">{item.competition.title}</span> : null}
              <span className="interview-card-title">{item.title}</span>
              <span className="interview-card-summary">{item.summary}</span>
              <span className="muted interview-card-meta">{meta(item)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
