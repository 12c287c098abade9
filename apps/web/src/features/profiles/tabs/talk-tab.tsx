import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { useTalkPosts } from '../api/profile-api.ts';
import { useProfile } from '../profile-layout-page.tsx';
import { MoreButton } from './more-button.tsx';
import { formatDate } from '../../../lib/format/dates.ts';

const postLink = (post: { tb_id: number; cpt_id: number; is_official: boolean }) =>
  post.cpt_id === 0 ? `/forum/${post.tb_id}` : `/competitions/${post.is_official ? 'official' : 'open'}/${post.cpt_id}/talkboard/${post.tb_id}`;

/** The member's talk posts, newest or most voted first, a page at a time. */
export function TalkTab() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const { head } = useProfile();
  const [order, setOrder] = useState<'recent' | 'popular'>('recent');
  const posts = useTalkPosts(head.id, order);
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="card profile-section">
      <div className="profile-section-head">
        <h2>{t('profile.talk.title', { count: posts.data?.pages[0]?.total ?? 0 })}</h2>
        <div className="tabs" role="tablist">
          {(['recent', 'popular'] as const).map((value) => (
            <button key={value} type="button" role="tab" aria-selected={order === value} onClick={() => setOrder(value)}>
              {t(`profile.talk.${value}`)}
            </button>
          ))}
        </div>
      </div>
      {posts.isPending ? (
        <Loading />
      ) : posts.isError ? (
        <Failed onRetry={() => void posts.refetch()} />
      ) : items.length === 0 ? (
        <p className="muted">{t('profile.talk.none')}</p>
      ) : (
        <ul className="profile-rows">
          {items.map((post) => (
            <li key={post.tb_id} className="profile-row">
              <div>
                <Link className="profile-row-title" to={lp(postLink(post))}>
                  {post.title}
                </Link>
                <p className="muted profile-row-meta">
                  {formatDate(post.created_at, i18n.language)} · {t('profile.talk.counts', { votes: post.vote_count, comments: post.comment_count, views: post.view_count })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <MoreButton hasMore={!!posts.hasNextPage} loading={posts.isFetchingNextPage} onMore={() => void posts.fetchNextPage()} />
    </section>
  );
}
