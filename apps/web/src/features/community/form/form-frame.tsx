import '../community.css';
import type { ReactNode } from 'react';

/** A post form's page: the page's title on a site-wide board, a section title inside a competition's layout. */
export function FormFrame({ inCompetition, heading, children }: { inCompetition: boolean; heading: string; children: ReactNode }) {
  return (
    <div className={inCompetition ? 'talk-page' : 'container talk-page'}>
      {inCompetition ? <h2 className="talk-board-title">{heading}</h2> : <h1 className="page-title">{heading}</h1>}
      {children}
    </div>
  );
}
