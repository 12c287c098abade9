import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorPage } from '../../../ui/error-page/error-page.tsx';
import { CompetitionLoadError } from '../../../ui/load-error.tsx';
import { Loading } from '../../../ui/query-state.tsx';

/** An edit page's post, once loaded; only who may edit it (its author, or what `can_edit` says) edits, anyone else finds no such page. */
export function OwnerOnly<T extends { is_mine: boolean; can_edit?: boolean }>({ query, children }: { query: UseQueryResult<T>; children: (post: T) => ReactNode }) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <CompetitionLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!(query.data.can_edit ?? query.data.is_mine)) return <ErrorPage status={404} />;
  return children(query.data);
}
