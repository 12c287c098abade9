import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TalkPostItem } from '@madang/contracts/talkboard';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { RowMeta } from '../../community/list/row-meta.tsx';
import { SubjectLinks } from '../post/subject-links.tsx';

/** One line of a board: category, title, excerpt, what the post is about and counts. */
export function PostRow({ post, base }: { post: TalkPostItem; base: string }) {
  const { t } = useTranslation();
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
        <SubjectLinks subject={post.subject} />
      </div>
      <RowMeta ns="talk" votes="votes" post={post} />
    </li>
  );
}
