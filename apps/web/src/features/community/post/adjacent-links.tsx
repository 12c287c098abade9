import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { type CommunityBoard, postIdOf } from '../board.ts';

type Neighbour = { title: string; tb_id?: number; cs_id?: number } | null;

/** The previous and next posts of the same board, under a post. */
export function AdjacentLinks({ board, base, adjacent }: { board: CommunityBoard; base: string; adjacent: { prev: Neighbour; next: Neighbour } | undefined }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  if (!adjacent) return null;
  const prev = t(`${board.ns}.post.prev`);
  const next = t(`${board.ns}.post.next`);
  return (
    <nav className="talk-adjacent" aria-label={`${prev} / ${next}`}>
      {[
        { key: 'prev', label: prev, post: adjacent.prev },
        { key: 'next', label: next, post: adjacent.next },
      ].map(({ key, label, post }) =>
        post ? (
          <Link key={key} to={lp(`${base}/${postIdOf(board, post)}`)} className="talk-adjacent-link">
            <span className="muted">{label}</span>
            <span>{post.title}</span>
          </Link>
        ) : null,
      )}
    </nav>
  );
}
