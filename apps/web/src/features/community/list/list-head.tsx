import '../community.css';
import type { ReactNode } from 'react';

/** A board list's heading: the page's title on a site-wide board, a section title inside a competition, and the write links. */
export function ListHead({ siteWide, title, intro, children }: { siteWide: boolean; title: string; intro: string; children: ReactNode }) {
  return (
    <header className="talk-head">
      <div>
        {siteWide ? <h1 className="page-title">{title}</h1> : <h2 className="talk-board-title">{title}</h2>}
        <p className="muted">{intro}</p>
      </div>
      {children ? <div className="talk-head-actions">{children}</div> : null}
    </header>
  );
}
