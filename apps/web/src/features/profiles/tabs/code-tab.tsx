import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { useCodePosts } from '../api/profile-api.ts';
import { useProfile } from '../profile-layout-page.tsx';
import { MoreButton } from './more-button.tsx';
import { formatDate } from '../../../lib/format/dates.ts';

const codeLink = (post: { cs_id: number; cpt_id: number; is_official: boolean }) =>
  post.cpt_id === 0 ? `/codeshare/${post.cs_id}` : `/competitions/${post.is_official ? 'official' : 'open'}/${post.cpt_id}/codeshare/${post.cs_id}`;

/** The member's shared code posts, newest first, a page at a time. */
export function CodeTab() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const { head } = useProfile();
  const posts = useCodePosts(head.id);
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="card profile-section">
      <h2>{t('profile.code.title', { count: posts.data?.pages[0]?.total ?? 0 })}</h2>
      {posts.isPending ? (
        <Loading />
      ) : posts.isError ? (
        <Failed onRetry={() => void posts.refetch()} />
      ) : items.length === 0 ? (
        <p className="muted">{t('profile.code.none')}</p>
      ) : (
        <ul className="profile-rows">
          {items.map((post) => (
            <li key={post.cs_id} className="profile-row">
              <div>
                <Link className="profile-row-title" to={lp(codeLink(post))}>
                  {post.title}
                </Link>
                <p className="muted profile-row-meta">
                  {post.board_title ? `${post.board_title} · ` : ''}
                  {formatDate(post.c_time, i18n.language)} · {t('profile.code.counts', { votes: post.vote_count, comments: post.comment_count, views: post.view_count })}
                </p>
              </div>
              {post.hidden ? <span className="muted">{t('profile.code.hidden')}</span> : null}
            </li>
          ))}
        </ul>
      )}
      <MoreButton hasMore={!!posts.hasNextPage} loading={posts.isFetchingNextPage} onMore={() => void posts.fetchNextPage()} />
    </section>
  );
}
