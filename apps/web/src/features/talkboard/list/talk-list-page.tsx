import '../talk.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { TALK_PAGE_SIZE } from '@madang/contracts/talkboard-limits';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { useSession } from '../../session/use-session.ts';
import { useMarkTabVisited } from '../api/community-api.ts';
import { useTalkList } from '../api/talk-api.ts';
import { CommunityTabs } from '../community/community-tabs.tsx';
import { tabOfPath } from '../lib/community-tabs.ts';
import { readListState, writeListState, type ListState } from '../lib/list-state.ts';
import { useBoard } from '../use-board.ts';
import { ListHead } from '../../community/list/list-head.tsx';
import { PostList } from '../../community/list/post-list.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { PostRow } from './post-row.tsx';

/** A board's list: the competition's talk tab, /forum and /community/forum (the community's tab of the whole forum, under its tab bar). */
export default function TalkListPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const board = useBoard();
  const { isLoggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const query = useTalkList(board.cptId, state);
  const change = (next: ListState) => setParams(writeListState(next));
  const isForum = board.competition === null;
  const asTab = tabOfPath(useLocation().pathname) === 'forum';
  const markVisited = useMarkTabVisited().mutate;
  useEffect(() => {
    if (asTab && isLoggedIn) markVisited('forum');
  }, [asTab, isLoggedIn, markVisited]);

  return (
    <div className={isForum ? 'container talk-page' : 'talk-page'}>
      {asTab ? <CommunityTabs /> : null}
      <ListHead siteWide={isForum} title={isForum ? t('talk.forumTitle') : t('talk.boardTitle')} intro={isForum ? t('talk.forumIntro') : t('talk.boardIntro')}>
        {isLoggedIn ? (
          <>
            {isForum ? (
              <Link className="btn btn-outline btn-sm" to={lp('/forum/new-video')}>
                {t('talk.list.writeVideo')}
              </Link>
            ) : null}
            <Link className="btn btn-primary btn-sm" to={lp(`${board.base}/new`)}>
              {t('talk.list.write')}
            </Link>
          </>
        ) : null}
      </ListHead>
      <ListToolbar state={state} onChange={change} />
      <PostList ns="talk" query={query} filtered={Boolean(state.keyword || state.category)} page={state.page} pageSize={TALK_PAGE_SIZE} listClass="talk-list">
        {(post) => <PostRow key={post.tb_id} post={post} base={board.base} />}
      </PostList>
    </div>
  );
}
