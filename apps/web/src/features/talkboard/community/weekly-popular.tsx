import '../talk.css';
import { useTranslation } from 'react-i18next';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { CodeCard } from '../../codeshare/list/code-card.tsx';
import { useCommunityError } from '../../community/use-community-error.ts';
import { useWeeklyPopular } from '../api/community-api.ts';
import { PostRow } from '../list/post-row.tsx';

/** "Weekly popular code and talk": the Korean week's most liked, then most read, posts of each kind. */
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
                  <PostRow key={post.tb_id} post={post} base={post.cpt_id === 0 ? '/forum' : `/competitions/official/${post.cpt_id}/talkboard`} />
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3>{t('talk.weekly.code')}</h3>
            {weekly.data.code.length === 0 ? (
              <Empty text={t('talk.weekly.empty')} />
            ) : (
              <ul className="code-list">
                {weekly.data.code.map((post) => (
                  <CodeCard key={post.cs_id} post={post} showBoard />
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
