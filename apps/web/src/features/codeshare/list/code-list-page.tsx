import '../../talkboard/talk.css';
import '../code.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CODE_PAGE_SIZE } from '@madang/contracts/codeshare';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { useSession } from '../../session/use-session.ts';
import { pageCount } from '../../../lib/paging.ts';
import { Pager } from '../../../ui/pager.tsx';
import { useTalkError } from '../../talkboard/use-talk-error.ts';
import { useCodeList } from '../api/code-api.ts';
import { readCodeListState, writeCodeListState, type CodeListState } from '../lib/code-list-state.ts';
import { useCodeBoard } from '../use-code-board.ts';
import { CodeCard } from './code-card.tsx';
import { CodeToolbar } from './code-toolbar.tsx';
import { PopularTags } from './popular-tags.tsx';

/** A code list: /codeshare and /community/codeshare (everything public), or a competition's code tab. */
export default function CodeListPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const board = useCodeBoard();
  const { isLoggedIn } = useSession();
  const errorText = useTalkError();
  const [params, setParams] = useSearchParams();
  const state = readCodeListState(params);
  const query = useCodeList(board.cptId, state);
  const change = (next: CodeListState) => setParams(writeCodeListState(next));
  const siteWide = board.competition === null;
  const filtered = state.keyword || state.category || state.range !== 'all' || state.mine;

  return (
    <div className={siteWide ? 'container talk-page' : 'talk-page'}>
      <header className="talk-head">
        <div>
          {siteWide ? <h1 className="page-title">{t('code.title')}</h1> : <h2 className="talk-board-title">{t('code.title')}</h2>}
          <p className="muted">{siteWide ? t('code.intro') : t('code.boardIntro')}</p>
        </div>
        {isLoggedIn ? (
          <div className="talk-head-actions">
            <Link className="btn btn-primary btn-sm" to={lp(`${board.base}/new`)}>
              {t('code.list.write')}
            </Link>
          </div>
        ) : null}
      </header>
      {/* The toolbar keeps its own search box state: a new address (back, a tag) gives it a fresh one. */}
      <CodeToolbar key={params.toString()} state={state} canFilterMine={isLoggedIn} onChange={change} />
      <PopularTags cptId={board.cptId} onPick={(tag) => change({ ...state, keyword: tag, searchIn: 'tag', page: 1 })} />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Failed text={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <Empty text={filtered ? t('code.list.noResults') : t('code.list.empty')} />
      ) : (
        <>
          <p className="muted talk-total">{t('code.list.total', { count: query.data.total })}</p>
          <ul className="code-list">
            {query.data.items.map((post) => (
              <CodeCard key={post.cs_id} post={post} showBoard={siteWide} />
            ))}
          </ul>
          <Pager page={state.page} pages={pageCount(query.data.total, CODE_PAGE_SIZE)} />
        </>
      )}
    </div>
  );
}
