import { useTranslation } from 'react-i18next';
import type { CodePostDetail } from '@madang/contracts/codeshare';
import { notify } from '../../../ui/toast.ts';
import { useVote } from '../../community/api/community-api.ts';
import { useCommunityError } from '../../community/use-community-error.ts';
import { codeCommunity } from '../api/code-community.ts';

/**
 * The like button (at the top and at the end of a post). Until the reader has reached the end, the button
 * explains the spec's rule in a toast instead of calling the server; taking a like back always works.
 * The button at the end is reached by reading, so it records the read first (`recordRead`), or waits for
 * the read already on its way.
 */
export function LikeButton({ post, recordRead }: { post: CodePostDetail; recordRead?: () => Promise<void> }) {
  const { t } = useTranslation();
  const vote = useVote(codeCommunity, post.cs_id);
  const errorText = useCommunityError();
  const press = async () => {
    if (!post.voted && !post.read) {
      if (!recordRead) {
        notify.error(post.category === 'visualization' ? t('code.post.readFirstVisualization') : t('code.post.readFirst'));
        return;
      }
      await recordRead();
    }
    vote.mutate(undefined, {
      onSuccess: (result) => notify.success(result.voted ? t('code.post.liked') : t('code.post.unliked')),
      onError: (error) => notify.error(errorText(error)),
    });
  };
  return (
    <button
      type="button"
      className={post.voted ? 'btn btn-primary btn-sm' : 'btn btn-outline btn-sm'}
      aria-pressed={post.voted}
      disabled={vote.isPending}
      onClick={() => void press()}
    >
      {t('code.post.like', { count: post.vote_count })}
    </button>
  );
}
