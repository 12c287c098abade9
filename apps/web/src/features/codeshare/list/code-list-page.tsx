import '../code.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CODE_PAGE_SIZE } from '@madang/contracts/codeshare';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { useSession } from '../../session/use-session.ts';
import { ListHead } from '../../community/list/list-head.tsx';
import { PostList } from '../../community/list/post-list.tsx';
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
  const [params, setParams] = useSearchParams();
  const state = readCodeListState(params);
  const query = useCodeList(board.cptId, state);
  const change = (next: CodeListState) => setParams(writeCodeListState(next));
  const siteWide = board.competition === null;
  const filtered = Boolean(state.keyword || state.category || state.range !== 'all' || state.mine);

  return (
    <div className={siteWide ? 'container talk-page' : 'talk-page'}>
      <ListHead siteWide={siteWide} title={t('code.title')} intro={siteWide ? t('code.intro') : t('code.boardIntro')}>
        {isLoggedIn ? (
          <Link className="btn btn-primary btn-sm" to={lp(`${board.base}/new`)}>
            {t('code.list.write')}
          </Link>
        ) : null}
      </ListHead>
      {/* The toolbar keeps its own search box state: a new address (back, a tag) gives it a fresh one. */}
      <CodeToolbar key={params.toString()} state={state} canFilterMine={isLoggedIn} onChange={change} />
      <PopularTags cptId={board.cptId} onPick={(tag) => change({ ...state, keyword: tag, searchIn: 'tag', page: 1 })} />
      <PostList ns="code" query={query} filtered={filtered} page={state.page} pageSize={CODE_PAGE_SIZE} listClass="code-list">
        {(post) => <CodeCard key={post.cs_id} post={post} showBoard={siteWide} />}
      </PostList>
    </div>
  );
}
