import '../community.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import type { CommunityBoard } from '../board.ts';

/** A post page's frame: the way back to the board's list above whatever the board shows of the post. */
export function PostFrame({ board, inCompetition, listPath, children }: { board: CommunityBoard; inCompetition: boolean; listPath: string; children: ReactNode }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <div className={inCompetition ? 'talk-page' : 'container talk-page'}>
      <Link className="link-btn talk-back" to={lp(listPath)}>
        {t(`${board.ns}.post.backToList`)}
      </Link>
      {children}
    </div>
  );
}
