import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommunityBoard } from '../board.ts';

/** The newest other posts of the same board, under a post, in the board's own rows. */
export function MorePosts({ board, listClass, children }: { board: CommunityBoard; listClass: string; children: ReactNode[] | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (!children || children.length === 0) return null;
  return (
    <section className="talk-more" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`${board.ns}.post.more`)}</h2>
      <ul className={listClass}>{children}</ul>
    </section>
  );
}
