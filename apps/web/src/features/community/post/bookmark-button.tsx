import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/toast.ts';
import { useBookmark } from '../api/community-api.ts';
import type { CommunityBoard } from '../board.ts';
import { useCommunityError } from '../use-community-error.ts';

/** Keeps a post in the member's bookmarks, or takes it out. */
export function BookmarkButton({ board, postId, bookmarked }: { board: CommunityBoard; postId: number; bookmarked: boolean }) {
  const { t } = useTranslation();
  const bookmark = useBookmark(board, postId);
  const errorText = useCommunityError();
  return (
    <button
      type="button"
      className={bookmarked ? 'btn btn-primary btn-sm' : 'btn btn-outline btn-sm'}
      aria-pressed={bookmarked}
      disabled={bookmark.isPending}
      onClick={() => bookmark.mutate(!bookmarked, { onError: (error) => notify.error(errorText(error)) })}
    >
      {bookmarked ? t(`${board.ns}.post.bookmarked`) : t(`${board.ns}.post.bookmark`)}
    </button>
  );
}
