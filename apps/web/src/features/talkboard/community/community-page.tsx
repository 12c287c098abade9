import '../talk.css';
import { useTranslation } from 'react-i18next';
import { TALK_INQUIRY_POSTS } from '@madang/contracts/talkboard-limits';
import { Link } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { useTalkTop } from '../api/talk-api.ts';
import { PostRow } from '../list/post-row.tsx';
import { LatestCode } from '../../codeshare/community/latest-code.tsx';
import { ListHead } from '../../community/list/list-head.tsx';
import { useCommunityError } from '../../community/use-community-error.ts';
import { CommunityTabs } from './community-tabs.tsx';
import { WeeklyPopular } from './weekly-popular.tsx';

/** /community: the tab bar, the weekly popular talk and code, the latest forum posts and shared code, and the two fixed inquiry posts. */
export default function CommunityPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const latest = useTalkTop(0);
  const errorText = useCommunityError();
  return (
    <div className="container talk-page">
      <CommunityTabs />
      <ListHead siteWide title={t('talk.community.title')} intro={t('talk.community.intro')}>
        <Link className="btn btn-primary btn-sm" to={lp('/community/forum')}>
          {t('talk.community.goForum')}
        </Link>
      </ListHead>
      <WeeklyPopular />
      <section className="talk-community-section">
        <h2>{t('talk.community.latestForum')}</h2>
        {latest.isPending ? (
          <Loading />
        ) : latest.isError ? (
          <Failed text={errorText(latest.error)} onRetry={() => void latest.refetch()} />
        ) : latest.data.length === 0 ? (
          <Empty text={t('talk.list.empty')} />
        ) : (
          <ul className="talk-list">
            {latest.data.map((post) => (
              <PostRow key={post.tb_id} post={post} base="/forum" />
            ))}
          </ul>
        )}
      </section>
      <LatestCode />
      <section className="talk-community-section">
        <h2>{t('talk.community.inquiries')}</h2>
        <ul className="talk-inquiries">
          <li>
            <Link className="btn btn-outline btn-sm" to={lp(`/forum/${TALK_INQUIRY_POSTS.hosting}`)}>
              {t('talk.community.hostingInquiry')}
            </Link>
          </li>
          <li>
            <Link className="btn btn-outline btn-sm" to={lp(`/forum/${TALK_INQUIRY_POSTS.learning}`)}>
              {t('talk.community.learningInquiry')}
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
