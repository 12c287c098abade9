import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TalkPostItem } from '@madang/contracts/talkboard';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { formatPostDate } from '../../../lib/format/dates.ts';

/** One line of a board: category, title, excerpt and counts. */
export function PostRow({ post, base }: { post: TalkPostItem; base: string }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  return (
    <li className="talk-row" data-testid="talk-row">
      <div className="talk-row-main">
        <span className={`talk-cat talk-cat-${post.tbType}`}>{t(`talk.categories.${post.tbType}`)}</span>
        {post.hidden ? <span className="talk-hidden-badge">{t('talk.list.hidden')}</span> : null}
        <Link className="talk-row-title" to={lp(`${base}/${post.tb_id}`)}>
          {post.title}
        </Link>
        {post.excerpt ? <p className="talk-row-excerpt">{post.excerpt}</p> : null}
      </div>
      <div className="talk-row-meta muted">
        <span>{post.author?.name ?? '—'}</span>
        <span>{formatPostDate(post.c_time, i18n.language)}</span>
        <span>{t('talk.list.views', { count: post.view_count })}</span>
        <span>{t('talk.list.votes', { count: post.vote_count })}</span>
        <span className="talk-row-comments">{t('talk.list.comments', { count: post.comment_count })}</span>
      </div>
    </li>
  );
}
