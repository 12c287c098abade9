import '../talk.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CodePostItem } from '@madang/contracts/codeshare';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { itemPath } from '../../codeshare/list/code-card.tsx';
import { RowMeta } from '../../community/list/row-meta.tsx';
import { useCommunityError } from '../../community/use-community-error.ts';
import { useWeeklyPopular } from '../api/community-api.ts';
import { boardPathOf } from '../lib/board.ts';
import { PostRow } from '../list/post-row.tsx';

/** A code post in the talk board's row style, so the section needs no style sheet but its own wherever it is shown. */
function CodeRow({ post }: { post: CodePostItem }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <li className="talk-row" data-testid="weekly-code-row">
      <div className="talk-row-main">
        <span className="talk-cat">{t(`code.categories.${post.category}`)}</span>
        <Link className="talk-row-title" to={lp(itemPath(post))}>
          {post.title}
        </Link>
      </div>
      <RowMeta ns="code" votes="likes" post={post} />
    </li>
  );
}

/** "Weekly popular code and talk": the Korean week's most liked, then most read, posts of each kind (needs the talk and code catalogs). */
export function WeeklyPopular() {
  const { t } = useTranslation();
  const weekly = useWeeklyPopular();
  const errorText = useCommunityError();
  return (
    <section className="talk-community-section" aria-labelledby="weekly-popular-heading" data-testid="weekly-popular">
      <h2 id="weekly-popular-heading">{t('talk.weekly.title')}</h2>
      <p className="muted">{t('talk.weekly.intro')}</p>
      {weekly.isPending ? (
        <Loading />
      ) : weekly.isError ? (
        <Failed text={errorText(weekly.error)} onRetry={() => void weekly.refetch()} />
      ) : (
        <div className="community-weekly">
          <div>
            <h3>{t('talk.weekly.talk')}</h3>
            {weekly.data.talk.length === 0 ? (
              <Empty text={t('talk.weekly.empty')} />
            ) : (
              <ul className="talk-list">
                {weekly.data.talk.map((post) => (
                  <PostRow key={post.tb_id} post={post} base={boardPathOf(post.cpt_id)} />
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3>{t('talk.weekly.code')}</h3>
            {weekly.data.code.length === 0 ? (
              <Empty text={t('talk.weekly.empty')} />
            ) : (
              <ul className="talk-list">
                {weekly.data.code.map((post) => (
                  <CodeRow key={post.cs_id} post={post} />
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
