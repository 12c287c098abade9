import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { useCodeAdjacent, useCodeTail } from '../api/code-api.ts';
import { CodeCard } from '../list/code-card.tsx';

/** Under a post: the previous and next posts of its board, and its newest other posts. */
export function CodeNeighbours({ postId, base }: { postId: number; base: string }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const adjacent = useCodeAdjacent(postId);
  const tail = useCodeTail(postId);
  const links = adjacent.data
    ? [
        { key: 'prev', label: t('code.post.prev'), post: adjacent.data.prev },
        { key: 'next', label: t('code.post.next'), post: adjacent.data.next },
      ]
    : [];
  return (
    <>
      <nav className="talk-adjacent" aria-label={`${t('code.post.prev')} / ${t('code.post.next')}`}>
        {links.map(({ key, label, post }) =>
          post ? (
            <Link key={key} to={lp(`${base}/${post.cs_id}`)} className="talk-adjacent-link">
              <span className="muted">{label}</span>
              <span>{post.title}</span>
            </Link>
          ) : null,
        )}
      </nav>
      {tail.data && tail.data.length > 0 ? (
        <section className="talk-more" aria-labelledby="code-more-heading">
          <h2 id="code-more-heading">{t('code.post.more')}</h2>
          <ul className="code-list">
            {tail.data.map((post) => (
              <CodeCard key={post.cs_id} post={post} showBoard={false} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
