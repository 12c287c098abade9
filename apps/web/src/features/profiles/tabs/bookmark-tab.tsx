import { useState } from 'react';
import { Link } from 'react-router';
import type { BookmarkItem } from '@madang/contracts/profiles';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { useBookmarkCounts, useBookmarks } from '../api/profile-api.ts';
import { useProfile } from '../profile-layout-page.tsx';
import { MoreButton } from './more-button.tsx';
import { formatDate } from '../../../lib/format/dates.ts';

const itemLink = (item: BookmarkItem) => {
  const board = item.kind === 'tb' ? 'talkboard' : 'codeshare';
  if (item.cpt_id === 0) return item.kind === 'tb' ? `/forum/${item.id}` : `/codeshare/${item.id}`;
  return `/competitions/${item.is_official ? 'official' : 'open'}/${item.cpt_id}/${board}/${item.id}`;
};

/** The owner's bookmarked talk and code posts, the latest bookmark first. */
export function BookmarkTab() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const { head } = useProfile();
  const [kind, setKind] = useState<BookmarkItem['kind']>('tb');
  const counts = useBookmarkCounts(head.id);
  const bookmarks = useBookmarks(head.id, kind);
  const items = bookmarks.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="card profile-section">
      <div className="profile-section-head">
        <h2>{t('profile.bookmarks.title')}</h2>
        <div className="tabs" role="tablist">
          {(['tb', 'cs'] as const).map((value) => (
            <button key={value} type="button" role="tab" aria-selected={kind === value} onClick={() => setKind(value)}>
              {t(`profile.bookmarks.${value}`, { count: counts.data?.[value] ?? 0 })}
            </button>
          ))}
        </div>
      </div>
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
                <Link className="profile-row-title" to={lp(itemLink(item))}>
                  {item.title}
                </Link>
                <p className="muted profile-row-meta">
                  {item.author?.name ?? t('profile.bookmarks.unknownAuthor')} · {t('profile.bookmarks.saved', { date: formatDate(item.bookmarked_at, i18n.language) })}
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
