import { useEffect, useRef, type ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { Markdown } from '../../ui/markdown/markdown.tsx';
import { Failed, Loading } from '../../ui/query-state.tsx';
import { type Neighbour, NeighbourLinks } from './neighbour-links.tsx';

/** Counts a read once per item shown, not on every render or refetch. */
function useCountedRead(id: number, found: boolean, countRead: UseMutationResult<unknown, unknown, number>) {
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (!found || counted.current === id) return;
    counted.current = id;
    countRead.mutate(id);
  }, [found, id, countRead]);
}

interface ArticleItem {
  title: string;
  body: string;
  c_time: string;
  view_cnt: number;
  prev: { title: string } | null;
  next: { title: string } | null;
}

type Other<Item extends ArticleItem> = NonNullable<Item['prev'] | Item['next']>;

/** Each kind's texts (backToList, notFound, loadError, neighbours, prevNone, nextNone) under its catalog prefix. */
const TEXTS = { notice: 'notice', interview: 'notice.interview' } as const;

interface Props<Item extends ArticleItem> {
  /** The kind names the texts, the title's id (`notice-title`) and the body's test id (`notice-body`). */
  kind: keyof typeof TEXTS;
  id: number;
  query: UseQueryResult<Item>;
  /** Counts a read of the article, once it is shown. */
  countRead: UseMutationResult<unknown, unknown, number>;
  /** The list's path: the way back, and the neighbours' pages under it. */
  base: string;
  /** The id of an older or newer article. */
  idOf: (other: Other<Item>) => number;
  /** What the kind of article adds: above the head (a cover), above the title, under the title and before the body. */
  cover?: (item: Item) => ReactNode;
  labels: (item: Item) => ReactNode;
  byline?: (item: Item) => ReactNode;
  lead?: (item: Item) => ReactNode;
}

/** One published article (a notice, an interview): its head, markdown body, the older and newer ones and the way back. */
export function Article<Item extends ArticleItem>({ kind, id, query, countRead, base, idOf, cover, labels, byline, lead }: Props<Item>) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  useCountedRead(id, query.isSuccess, countRead);
  const texts = TEXTS[kind];
  const titleId = `${kind}-title`;
  const back = (
    <Link className="btn btn-outline" to={lp(base)}>
      {t(`${texts}.backToList`)}
    </Link>
  );
  if (query.isPending) return <Loading />;
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="notice-missing">
        {missing ? <p role="alert">{t(`${texts}.notFound`)}</p> : <Failed text={t(`${texts}.loadError`)} onRetry={() => void query.refetch()} />}
        {back}
      </div>
    );
  }
  const item = query.data;
  const neighbour = (other: Other<Item> | null): Neighbour | null => other && { id: idOf(other), title: other.title };
  return (
    <article className="notice-article" aria-labelledby={titleId}>
      {cover?.(item)}
      <header className="notice-article-head">
        {labels(item)}
        <h1 id={titleId} className="notice-article-title">
          {item.title}
        </h1>
        {byline?.(item)}
        <p className="muted notice-row-meta">
          <time dateTime={item.c_time}>{formatDate(item.c_time, i18n.language)}</time>
          <span aria-hidden="true"> · </span>
          <span>{t('notice.views', { count: item.view_cnt })}</span>
        </p>
      </header>
      {lead?.(item)}
      <div className="notice-article-body">
        <Markdown source={item.body} testId={`${kind}-body`} />
      </div>
      <NeighbourLinks
        label={t(`${texts}.neighbours`)}
        base={base}
        prev={neighbour(item.prev as Other<Item> | null)}
        next={neighbour(item.next as Other<Item> | null)}
        none={{ prev: t(`${texts}.prevNone`), next: t(`${texts}.nextNone`) }}
      />
      <div className="notice-actions">{back}</div>
    </article>
  );
}
