import '../../styles/article.css';
import './interviews.css';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { PagedArticles } from '../editorial/paged-articles.tsx';
import { useInterviewList } from './api/interviews-api.ts';
import { InterviewCards } from './interview-cards.tsx';
import { interviewBase } from './lib/interview-base.ts';

/** The published winner interviews as cards, newest first, a page at a time (`?page=`). */
function InterviewList() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const base = interviewBase(useLocation().pathname);
  return (
    <PagedArticles usePage={useInterviewList} texts="notice.interview">
      {(items) => (
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
    </PagedArticles>
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
