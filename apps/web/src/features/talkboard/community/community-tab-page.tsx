import '../talk.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { CommunityTalkTab } from '@madang/contracts/talkboard-limits';
import { TALK_PAGE_SIZE } from '@madang/contracts/talkboard-limits';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { useSession } from '../../session/use-session.ts';
import { ListHead } from '../../community/list/list-head.tsx';
import { PostList } from '../../community/list/post-list.tsx';
import { useMarkTabVisited } from '../api/community-api.ts';
import { useTabList } from '../api/talk-api.ts';
import { boardPathOf } from '../lib/board.ts';
import { categoryOfTab, isTalkTab, tabOfPath } from '../lib/community-tabs.ts';
import { readListState, writeListState, type ListState } from '../lib/list-state.ts';
import { ListToolbar } from '../list/list-toolbar.tsx';
import { PostRow } from '../list/post-row.tsx';
import { CommunityTabs } from './community-tabs.tsx';

/** A talk tab of the community (`/community/teams`, `/community/forum/err`, …): the tab bar and the tab's list. */
export default function CommunityTabPage() {
  const tab = tabOfPath(useLocation().pathname);
  // The route table mounts this page on the talk tabs only.
  if (!tab || !isTalkTab(tab)) return null;
  return <TabBoard key={tab} tab={tab} />;
}

/** Where a tab's write button leads: the form with the tab's category chosen (the video form for videos). */
function writePath(tab: CommunityTalkTab): string | null {
  if (tab === 'competition') return null;
  if (tab === 'ranker-videos') return '/forum/new-video';
  const category = categoryOfTab(tab);
  return category ? `/forum/new?category=${category}` : '/forum/new';
}

function TabBoard({ tab }: { tab: CommunityTalkTab }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { isLoggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const query = useTabList(tab, state);
  const change = (next: ListState) => setParams(writeListState(next));
  const markVisited = useMarkTabVisited().mutate;
  useEffect(() => {
    if (isLoggedIn) markVisited(tab);
  }, [isLoggedIn, markVisited, tab]);
  const write = writePath(tab);

  return (
    <div className="container talk-page" data-testid="community-tab">
      <CommunityTabs />
      <ListHead siteWide title={t(`talk.tabs.${tab}`)} intro={t(`talk.tabIntro.${tab}`)}>
        {write && isLoggedIn ? (
          <Link className="btn btn-primary btn-sm" to={lp(write)}>
            {t('talk.list.write')}
          </Link>
        ) : tab === 'competition' ? (
          <Link className="btn btn-outline btn-sm" to={lp('/competitions')}>
            {t('talk.tabs.toCompetitions')}
          </Link>
        ) : null}
      </ListHead>
      <ListToolbar state={state} onChange={change} withCategory={false} />
      <PostList ns="talk" query={query} filtered={Boolean(state.keyword)} page={state.page} pageSize={TALK_PAGE_SIZE} listClass="talk-list">
        {(post) => <PostRow key={post.tb_id} post={post} base={boardPathOf(post.cpt_id)} />}
      </PostList>
    </div>
  );
}
