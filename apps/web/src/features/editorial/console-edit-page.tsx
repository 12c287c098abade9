import type { ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { notify } from '../../ui/toast.ts';
import { Failed, Loading } from '../../ui/query-state.tsx';
import { HostSectionBar } from '../host/nav/host-section-bar.tsx';

/** The id of the item a console edit page is for; null on the page for a new one (`…/new`). */
export function useEditedId(): number | null {
  const param = useParams().id;
  return param ? Number(param) : null;
}

interface ConsoleEditPageProps<Item, Input> {
  id: number | null;
  /** The console list the page came from and returns to after saving. */
  listPath: string;
  listTitle: string;
  title: string;
  /** The item being edited; not fetched for a new one. */
  item: UseQueryResult<Item>;
  save: UseMutationResult<unknown, unknown, Input>;
  /** The form, given the item (none for a new one) and the save that returns to the list. */
  children: (item: Item | undefined, onSave: (input: Input) => Promise<void>) => ReactNode;
}

/**
 * A console page that writes or edits one item (a notice, an FAQ entry, an interview): the section
 * bar, the way back to the list, the item's loading and failure, and a save that says so and goes back.
 */
export function ConsoleEditPage<Item, Input>({ id, listPath, listTitle, title, item, save, children }: ConsoleEditPageProps<Item, Input>) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const onSave = async (input: Input) => {
    await save.mutateAsync(input);
    notify.success(t('notice.host.saved'));
    await navigate(lp(listPath));
  };
  const body =
    id !== null && item.isPending ? <Loading /> : item.isError ? <Failed text={t('notice.host.loadError')} onRetry={() => void item.refetch()} /> : children(item.data, onSave);
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <Link className="host-back" to={lp(listPath)}>
        ← {listTitle}
      </Link>
      <h1 className="page-title">{title}</h1>
      {body}
    </div>
  );
}
