import { useTranslation } from 'react-i18next';
import { useDates } from '../../../ui/use-dates.ts';

interface RowFacts {
  author: { name: string } | null;
  c_time: string;
  view_count: number;
  vote_count: number;
  comment_count: number;
}

/** A listed post's author, date and counts; `votes` names the board's votes (`votes`, `likes`). */
export function RowMeta({ ns, votes, post }: { ns: 'talk' | 'code'; votes: 'votes' | 'likes'; post: RowFacts }) {
  const { t } = useTranslation();
  const dates = useDates();
  return (
    <div className="talk-row-meta muted">
      <span>{post.author?.name ?? '—'}</span>
      <span>{dates.postDate(post.c_time)}</span>
      <span>{t(`${ns}.list.views`, { count: post.view_count })}</span>
      <span>{t(`${ns}.list.${votes}`, { count: post.vote_count })}</span>
      <span className="talk-row-comments">{t(`${ns}.list.comments`, { count: post.comment_count })}</span>
    </div>
  );
}
