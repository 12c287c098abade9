import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { useAdjacentPosts } from '../api/talk-api.ts';

/** The previous and next posts of the same board. */
export function AdjacentLinks({ postId, base }: { postId: number; base: string }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const adjacent = useAdjacentPosts(postId, true);
  if (!adjacent.data) return null;
  const { prev, next } = adjacent.data;
  return (
    <nav className="talk-adjacent" aria-label={`${t('talk.post.prev')} / ${t('talk.post.next')}`}>
      {[
        { key: 'prev', label: t('talk.post.prev'), post: prev },
        { key: 'next', label: t('talk.post.next'), post: next },
      ].map(({ key, label, post }) =>
        post ? (
          <Link key={key} to={lp(`${base}/${post.tb_id}`)} className="talk-adjacent-link">
            <span className="muted">{label}</span>
            <span>{post.title}</span>
          </Link>
        ) : null,
      )}
    </nav>
  );
}
