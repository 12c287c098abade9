import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { codePostPath, type CodePostItem } from '@madang/contracts/codeshare';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { RowMeta } from '../../community/list/row-meta.tsx';

/** The page of a listed post: its competition's code tab, or the site-wide code share. */
export const itemPath = (post: Pick<CodePostItem, 'cs_id' | 'cpt_id' | 'is_official'>) =>
  codePostPath(post.cs_id, post.cpt_id !== 0 ? { id: post.cpt_id, isOfficial: post.is_official } : null);

/** One post of a code list: category, board, title, tags, excerpt and counts. */
export function CodeCard({ post, showBoard }: { post: CodePostItem; showBoard: boolean }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <li className="code-card" data-testid="code-card">
      <div className="code-card-top">
        <span className={`code-cat code-cat-${post.category}`}>{t(`code.categories.${post.category}`)}</span>
        {post.has_notebook ? <span className="code-nb-badge">{t('code.list.notebook')}</span> : null}
        {post.hidden ? <span className="talk-hidden-badge">{t('code.list.hidden')}</span> : null}
        {showBoard ? <span className="muted code-card-board">{post.board_title ?? t('code.siteWide')}</span> : null}
      </div>
      <Link className="code-card-title" to={lp(itemPath(post))}>
        {post.title}
      </Link>
      {post.excerpt ? <p className="code-card-excerpt">{post.excerpt}</p> : null}
      {post.tags.length > 0 ? (
        <ul className="code-tags" aria-label={t('code.post.tags')}>
          {post.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      ) : null}
      <RowMeta ns="code" votes="likes" post={post} />
    </li>
  );
}
