import '../../styles/article.css';
import './interviews.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { Markdown } from '../../ui/markdown/markdown.tsx';
import { NeighbourLinks } from '../notices/neighbour-links.tsx';
import { Failed, Loading } from '../../ui/query-state.tsx';
import { useCountInterviewRead, useInterview } from './api/interviews-api.ts';
import { interviewBase } from './lib/interview-base.ts';

/** One interview: the winners, the competition it tells about, the body, and the older and newer interviews. */
function InterviewView({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const base = interviewBase(useLocation().pathname);
  const interview = useInterview(id);
  const countRead = useCountInterviewRead();
  const counted = useRef<number | null>(null);
  const found = interview.isSuccess;

  useEffect(() => {
    // Once per interview shown, not on every render or refetch.
    if (!found || counted.current === id) return;
    counted.current = id;
    countRead.mutate(id);
  }, [found, id, countRead]);

  const back = (
    <Link className="btn btn-outline" to={lp(base)}>
      {t('notice.interview.backToList')}
    </Link>
  );
  if (interview.isPending) return <Loading />;
  if (interview.isError) {
    const missing = isApiError(interview.error) && interview.error.status === 404;
    return (
      <div className="notice-missing">
        {missing ? <p role="alert">{t('notice.interview.notFound')}</p> : <Failed text={t('notice.interview.loadError')} onRetry={() => void interview.refetch()} />}
        {back}
      </div>
    );
  }
  const item = interview.data;
  return (
    <article className="notice-article" aria-labelledby="interview-title">
      {item.cover_image_url ? <img className="interview-cover" src={item.cover_image_url} alt="" /> : null}
      <header className="notice-article-head">
        {item.competition ? (
          <Link className="chip chip-quiet" to={lp(`/competitions/${item.competition.host}/${item.competition.slug}/overview/description`)}>
            {item.competition.title}
          </Link>
        ) : null}
        <h1 id="interview-title" className="notice-article-title">
          {item.title}
        </h1>
        <p className="interview-winners">{t('notice.interview.winners', { winners: item.winners })}</p>
        <p className="muted notice-row-meta">
          <time dateTime={item.c_time}>{formatDate(item.c_time, i18n.language)}</time>
          <span aria-hidden="true"> · </span>
          <span>{t('notice.views', { count: item.view_cnt })}</span>
        </p>
      </header>
      <p className="interview-summary">{item.summary}</p>
      <div className="notice-article-body">
        <Markdown source={item.body} testId="interview-body" />
      </div>
      <NeighbourLinks
        label={t('notice.interview.neighbours')}
        base={base}
        prev={item.prev && { id: item.prev.win_id, title: item.prev.title }}
        next={item.next && { id: item.next.win_id, title: item.next.title }}
        none={{ prev: t('notice.interview.prevNone'), next: t('notice.interview.nextNone') }}
      />
      <div className="notice-actions">{back}</div>
    </article>
  );
}

/** /ranking/interview/{id} and /more/interview/{id}; the route lets only digits through. */
export default function InterviewPage() {
  const id = Number(useParams().id);
  return (
    <div className="container notice-narrow page-pad notice-page">
      <InterviewView key={id} id={id} />
    </div>
  );
}
