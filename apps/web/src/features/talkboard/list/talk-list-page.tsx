import '../talk.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TALK_PAGE_SIZE } from '@madang/contracts/talkboard-limits';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { useSession } from '../../session/use-session.ts';
import { useTalkList } from '../api/talk-api.ts';
import { pageCount } from '../../../lib/paging.ts';
import { readListState, writeListState, type ListState } from '../lib/list-state.ts';
import { useBoard } from '../use-board.ts';
import { useTalkError } from '../use-talk-error.ts';
import { ListToolbar } from './list-toolbar.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { PostRow } from './post-row.tsx';

/** A board's list: the competition's talk tab, /forum and /community/forum. */
export default function TalkListPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const board = useBoard();
  const { isLoggedIn } = useSession();
  const errorText = useTalkError();
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const query = useTalkList(board.cptId, state);
  const change = (next: ListState) => setParams(writeListState(next));
  const isForum = board.competition === null;

  return (
    <div className={isForum ? 'container talk-page' : 'talk-page'}>
      <header className="talk-head">
        <div>
          {isForum ? <h1 className="page-title">{t('talk.forumTitle')}</h1> : <h2 className="talk-board-title">{t('talk.boardTitle')}</h2>}
          <p className="muted">{isForum ? t('talk.forumIntro') : t('talk.boardIntro')}</p>
        </div>
        {isLoggedIn ? (
          <div className="talk-head-actions">
            {isForum ? (
              <Link className="btn btn-outline btn-sm" to={lp('/forum/new-video')}>
                {t('talk.list.writeVideo')}
              </Link>
            ) : null}
            <Link className="btn btn-primary btn-sm" to={lp(`${board.base}/new`)}>
              {t('talk.list.write')}
            </Link>
          </div>
        ) : null}
      </header>
      <ListToolbar state={state} onChange={change} />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Failed text={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <Empty text={state.keyword || state.category ? t('talk.list.noResults') : t('talk.list.empty')} />
      ) : (
        <>
          <p className="muted talk-total">{t('talk.list.total', { count: query.data.total })}</p>
          <ul className="talk-list">
            {query.data.items.map((post) => (
              <PostRow key={post.tb_id} post={post} base={board.base} />
            ))}
          </ul>
          <Pager page={state.page} pages={pageCount(query.data.total, TALK_PAGE_SIZE)} />
        </>
      )}
    </div>
  );
}
