import '../../styles/article.css';
import './interviews.css';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { Empty, Failed, Loading } from '../../ui/query-state.tsx';
import { pageCount, pageFromSearch } from '../../lib/paging.ts';
import { Pager } from '../../ui/pager.tsx';
import { useInterviewList } from './api/interviews-api.ts';
import { InterviewCards } from './interview-cards.tsx';
import { interviewBase } from './lib/interview-base.ts';

/** The published winner interviews as cards, newest first, a page at a time (`?page=`). */
function InterviewList() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const page = pageFromSearch(search.get('page'));
  const list = useInterviewList(page);
  const base = interviewBase(pathname);

  if (list.isPending) return <Loading />;
  if (list.isError) return <Failed text={t('notice.interview.loadError')} onRetry={() => void list.refetch()} />;
  const { items, total, page_size: pageSize } = list.data;
  if (total === 0) return <Empty text={t('notice.interview.empty')} />;
  return (
    <>
      {items.length === 0 ? (
        <div className="notice-missing">
          <p>{t('notice.pageEmpty')}</p>
          <Link className="btn btn-outline" to={pathname}>
            {t('notice.firstPage')}
          </Link>
        </div>
      ) : (
        <InterviewCards
          items={items}
          hrefOf={(id) => lp(`${base}/${id}`)}
          testId="interview-list"
          meta={(item) => (
            <>
              {item.winners} · <time dateTime={item.c_time}>{formatDate(item.c_time, i18n.language)}</time> · {t('notice.views', { count: item.view_cnt })}
            </>
          )}
        />
      )}
      <Pager page={page} pages={pageCount(total, pageSize)} />
    </>
  );
}

/** /ranking/interview, /more/interview and the community's interviews tab. */
export default function InterviewListPage() {
  const { t } = useTranslation();
  return (
    <div className="container page-pad notice-page">
      <h1 className="page-title">{t('notice.interview.title')}</h1>
      <p className="muted interview-lead">{t('notice.interview.lead')}</p>
      <InterviewList />
    </div>
  );
}
