import { useTranslation } from 'react-i18next';
import { useTailPosts } from '../api/talk-api.ts';
import { PostRow } from '../list/post-row.tsx';

/** The newest other posts of the same board, under a post. */
export function MorePosts({ postId, base }: { postId: number; base: string }) {
  const { t } = useTranslation();
  const tail = useTailPosts(postId);
  if (!tail.data || tail.data.length === 0) return null;
  return (
    <section className="talk-more" aria-labelledby="talk-more-heading">
      <h2 id="talk-more-heading">{t('talk.post.more')}</h2>
      <ul className="talk-list">
        {tail.data.map((post) => (
          <PostRow key={post.tb_id} post={post} base={base} />
        ))}
      </ul>
    </section>
  );
}
