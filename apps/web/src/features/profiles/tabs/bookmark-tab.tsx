import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Failed, Loading } from '../../competitions/parts/query-state.tsx';
import { useBookmarks } from '../api/profile-api.ts';
import { useProfile } from '../profile-layout-page.tsx';
import { MoreButton } from './more-button.tsx';

/** The owner's bookmarked talk posts, the latest bookmark first. */
export function BookmarkTab() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { head } = useProfile();
  const bookmarks = useBookmarks(head.id);
  const items = bookmarks.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="card profile-section">
      <h2>{t('profile.bookmarks.title', { count: bookmarks.data?.pages[0]?.total ?? 0 })}</h2>
      <p className="muted">{t('profile.bookmarks.codeLater')}</p>
      {bookmarks.isPending ? (
        <Loading />
      ) : bookmarks.isError ? (
        <Failed onRetry={() => void bookmarks.refetch()} />
      ) : items.length === 0 ? (
        <p className="muted">{t('profile.bookmarks.none')}</p>
      ) : (
        <ul className="profile-rows">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className="profile-row">
              <div>
                <Link className="profile-row-title" to={lp(item.cpt_id === 0 ? `/forum/${item.id}` : `/competitions/${item.is_official ? 'official' : 'open'}/${item.cpt_id}/talkboard/${item.id}`)}>
                  {item.title}
                </Link>
                <p className="muted profile-row-meta">
                  {item.author?.name ?? t('profile.bookmarks.unknownAuthor')} · {t('profile.bookmarks.saved', { date: item.bookmarked_at.slice(0, 10) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <MoreButton hasMore={!!bookmarks.hasNextPage} loading={bookmarks.isFetchingNextPage} onMore={() => void bookmarks.fetchNextPage()} />
    </section>
  );
}
