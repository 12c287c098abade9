import { useState, type ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { Empty, Failed, Loading } from '../../ui/query-state.tsx';
import { notify } from '../../ui/toast.ts';
import { useActionErrorText } from '../../ui/use-form-errors.ts';
import { HostSectionBar } from '../host/nav/host-section-bar.tsx';
import { ConfirmDelete } from './confirm-delete.tsx';

interface Props<Item extends { id: number }> {
  title: string;
  /** The page that writes a new item, and its link's text. */
  newPath: string;
  newLabel: string;
  emptyText: string;
  list: UseQueryResult<Item[]>;
  remove: UseMutationResult<unknown, unknown, number>;
  deleteTitle: string;
  /** The confirmation's text, naming the item. */
  deleteBody: (item: Item) => string;
  /** The items, given a way to ask before deleting one. */
  children: (items: Item[], askDelete: (item: Item) => void) => ReactNode;
}

/**
 * A console list of admin-written items (notices, FAQ entries, interviews): the section bar, the title with
 * the link to write a new one, the list's loading, failure and emptiness, and the confirmation before a delete.
 */
export function AdminListPage<Item extends { id: number }>({ title, newPath, newLabel, emptyText, list, remove, deleteTitle, deleteBody, children }: Props<Item>) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const errorText = useActionErrorText();
  const [deleting, setDeleting] = useState<Item | null>(null);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(t('notice.host.deleted')),
      onError: (error) => notify.error(errorText(error)),
      onSettled: () => setDeleting(null),
    });
  };
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <header className="host-head">
        <h1 className="page-title">{title}</h1>
        <Link className="btn btn-primary" to={lp(newPath)}>
          {newLabel}
        </Link>
      </header>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <Failed text={t('notice.host.loadError')} onRetry={() => void list.refetch()} /> : null}
      {list.data?.length === 0 ? <Empty text={emptyText} /> : null}
      {list.data && list.data.length > 0 ? children(list.data, setDeleting) : null}
      <ConfirmDelete
        open={deleting !== null}
        title={deleteTitle}
        body={deleting ? deleteBody(deleting) : ''}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
