import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { Markdown } from '../../ui/markdown/markdown.tsx';
import { Failed, Loading } from '../../ui/query-state.tsx';
import { useCountNoticeRead, useNotice } from './api/notices-api.ts';
import { noticeBase } from './lib/notice-lib.ts';
import { NeighbourLinks } from './neighbour-links.tsx';

/** One notice: its markdown body, the older and newer notices, and the way back to the list. Opening it counts a read. */
export function NoticeView({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const base = noticeBase(useLocation().pathname);
  const notice = useNotice(id);
  const countRead = useCountNoticeRead();
  const counted = useRef<number | null>(null);
  const found = notice.isSuccess;

  useEffect(() => {
    // Once per notice shown, not on every render or refetch.
    if (!found || counted.current === id) return;
    counted.current = id;
    countRead.mutate(id);
  }, [found, id, countRead]);

  const back = (
    <Link className="btn btn-outline" to={lp(base)}>
      {t('notice.backToList')}
    </Link>
  );
  if (notice.isPending) return <Loading />;
  if (notice.isError) {
    const missing = isApiError(notice.error) && notice.error.status === 404;
    return (
      <div className="notice-missing">
        {missing ? <p role="alert">{t('notice.notFound')}</p> : <Failed text={t('notice.loadError')} onRetry={() => void notice.refetch()} />}
        {back}
      </div>
    );
  }
  const item = notice.data;
  return (
    <article className="notice-article" aria-labelledby="notice-title">
      <header className="notice-article-head">
        <span className="notice-row-labels">
          {item.is_top ? <span className="chip notice-chip-top">{t('notice.pinned')}</span> : null}
          <span className="chip chip-quiet">{t(`notice.categories.${item.category}`)}</span>
        </span>
        <h1 id="notice-title" className="notice-article-title">
          {item.title}
        </h1>
        <p className="muted notice-row-meta">
          <time dateTime={item.c_time}>{formatDate(item.c_time, i18n.language)}</time>
          <span aria-hidden="true"> · </span>
          <span>{t('notice.views', { count: item.view_cnt })}</span>
        </p>
      </header>
      <div className="notice-article-body">
        <Markdown source={item.body} testId="notice-body" />
      </div>
      <NeighbourLinks
        label={t('notice.neighbours')}
        base={base}
        prev={item.prev && { id: item.prev.nt_id, title: item.prev.title }}
        next={item.next && { id: item.next.nt_id, title: item.next.title }}
        none={{ prev: t('notice.prevNone'), next: t('notice.nextNone') }}
      />
      <div className="notice-actions">{back}</div>
    </article>
  );
}
