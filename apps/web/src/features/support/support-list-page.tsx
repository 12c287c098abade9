import './support.css';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import type { CompetitionDetail } from '@madang/contracts';
import { SUPPORT_PAGE_SIZE, supportViews, type SupportItem, type SupportView } from '@madang/contracts/support';
import { openLoginPopup } from '../../app/app-state.ts';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { competitionPath } from '../../lib/competition-path.ts';
import { formatPostDate } from '../../lib/format/dates.ts';
import { pageCount, pageFromSearch } from '../../lib/paging.ts';
import { Pager } from '../../ui/pager.tsx';
import { Empty, Failed, Loading } from '../../ui/query-state.tsx';
import { ListHead } from '../community/list/list-head.tsx';
import { useCommunityError } from '../community/use-community-error.ts';
import { useSession } from '../session/use-session.ts';
import { useSupportList, type SupportListState } from './api/support-api.ts';
import { QuestionBadges } from './question-badges.tsx';

const readState = (params: URLSearchParams): SupportListState => {
  const view = params.get('view');
  return {
    view: supportViews.includes(view as SupportView) ? (view as SupportView) : null,
    unanswered: params.get('unanswered') === '1',
    page: pageFromSearch(params.get('page')),
  };
};

/** The competition's support tab: the member's and their team's questions and the FAQ; a host sees every question. */
export default function SupportListPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const competition = useOutletContext<CompetitionDetail>();
  const base = competitionPath(competition, 'support');
  const { isLoggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const state = readState(params);
  const query = useSupportList(competition.id, state);
  const errorText = useCommunityError();
  const view = query.data?.view ?? state.view;
  const views: SupportView[] = query.data?.is_host ? ['all', 'faq'] : isLoggedIn ? ['ours', 'faq'] : ['faq'];
  const show = (next: Partial<SupportListState>) => {
    const merged = { ...state, view, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.view) search.set('view', merged.view);
    if (merged.unanswered) search.set('unanswered', '1');
    setParams(search);
  };

  return (
    <div className="talk-page support-page">
      <ListHead siteWide={false} title={t('competition.support.title')} intro={t('competition.support.intro')}>
        {isLoggedIn ? (
          <Link className="btn btn-primary btn-sm" to={lp(`${base}/new`)}>
            {t('competition.support.ask')}
          </Link>
        ) : (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => openLoginPopup(1)}>
            {t('competition.support.loginToAsk')}
          </button>
        )}
      </ListHead>
      <div className="support-views">
        {views.map((name) => (
          <button key={name} type="button" className={view === name ? 'chip is-active' : 'chip'} aria-pressed={view === name} onClick={() => show({ view: name })}>
            {t(`competition.support.views.${name}`)}
          </button>
        ))}
        {view === 'all' ? (
          <label className="support-filter">
            <input type="checkbox" checked={state.unanswered} onChange={(event) => show({ unanswered: event.target.checked })} />
            {t('competition.support.unanswered')}
          </label>
        ) : null}
      </div>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <Failed text={errorText(query.error)} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && query.data.items.length === 0 ? <Empty text={t(`competition.support.empty.${query.data.view}`)} /> : null}
      {query.isSuccess && query.data.items.length > 0 ? (
        <>
          <ul className="support-list">
            {query.data.items.map((item) => (
              <QuestionRow key={item.sp_id} item={item} href={lp(`${base}/${item.sp_id}`)} />
            ))}
          </ul>
          <Pager page={state.page} pages={pageCount(query.data.total, SUPPORT_PAGE_SIZE)} />
        </>
      ) : null}
    </div>
  );
}

function QuestionRow({ item, href }: { item: SupportItem; href: string }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="support-row">
      <QuestionBadges question={item} />
      <Link className="support-row-title" to={href}>
        {item.title}
      </Link>
      <div className="talk-row-meta muted">
        <span>{item.author?.name ?? '—'}</span>
        <span>{formatPostDate(item.c_time, i18n.language)}</span>
        <span>{t('talk.list.comments', { count: item.comment_count })}</span>
      </div>
    </li>
  );
}
