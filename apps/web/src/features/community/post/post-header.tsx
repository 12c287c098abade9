import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../../ui/use-dates.ts';
import type { CommunityBoard } from '../board.ts';

interface PostFacts {
  title: string;
  author: { name: string } | null;
  c_time: string;
  u_time: string;
  view_count: number;
  hidden: boolean;
  hidden_reason: string | null;
  is_mine: boolean;
}

/** A post's heading: what the board shows above the title (category, tags), the title, author, dates and views. */
export function PostHeader({ board, post, children }: { board: CommunityBoard; post: PostFacts; children: ReactNode }) {
  const { t } = useTranslation();
  const dates = useDates();
  return (
    <header className="talk-post-head">
      {children}
      <h1 className="talk-post-title">{post.title}</h1>
      <div className="talk-row-meta muted">
        <span>{post.author?.name ?? '—'}</span>
        <span>{dates.postDate(post.c_time)}</span>
        {post.u_time !== post.c_time ? <span>{t(`${board.ns}.post.edited`)}</span> : null}
        <span>{t(`${board.ns}.post.views`, { count: post.view_count })}</span>
      </div>
    </header>
  );
}

/** Why a hidden post is still shown: to its author with the moderator's reason, to a moderator as such. */
export function HiddenNote({ board, post }: { board: CommunityBoard; post: PostFacts }) {
  const { t } = useTranslation();
  if (!post.hidden) return null;
  return (
    <p className="talk-hidden-note" role="note">
      {post.is_mine ? t(`${board.ns}.post.hiddenNotice`, { reason: post.hidden_reason ?? '' }) : t(`${board.ns}.post.hiddenForModerator`)}
    </p>
  );
}
