import type { NotificationItem } from '@madang/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { notify } from '../../ui/toast.ts';
import { notificationTarget } from './notification-target.ts';
import { useDeleteAll, useDeleteNotification, useMarkRead, useNotificationList, useReadAll } from './use-notifications.ts';
import './notifications.css';
import { sinceText } from './since-text.ts';

function NotificationRow({ item, onNavigate }: { item: NotificationItem; onNavigate: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  const target = notificationTarget(item, locale);
  const open = () => {
    if (item.is_read === 0) markRead.mutate({ pkid: item.pkid });
    onNavigate();
  };
  const body = (
    <>
      <span className="noti-text">{item.content}</span>
      <time className="noti-time" dateTime={item.c_time}>
        {sinceText(item.c_time, locale, t('notification.justNow'))}
      </time>
      {item.is_read === 0 ? <span className="sr-only">{t('notification.unread')}</span> : null}
    </>
  );
  return (
    <li className={item.is_read === 0 ? 'noti-item noti-unread' : 'noti-item'} data-testid="notification-item">
      {target.kind === 'external' ? (
        <a className="noti-link" href={target.href} target="_blank" rel="noopener noreferrer" onClick={open}>
          {body}
        </a>
      ) : (
        <Link className="noti-link" to={target.to} onClick={open}>
          {body}
        </Link>
      )}
      <button
        type="button"
        className="noti-delete"
        aria-label={t('notification.delete')}
        disabled={remove.isPending}
        onClick={() => remove.mutate({ pkid: item.pkid }, { onError: () => notify.error(t('notification.actionFailed')) })}
      >
        <CloseIcon />
      </button>
    </li>
  );
}

/** The member's notifications with read-all and delete-all; shared by the header popover and the phone panel. */
export function NotificationList({ heading, onNavigate }: { heading?: ReactNode; onNavigate: () => void }) {
  const { t } = useTranslation();
  const list = useNotificationList();
  const readAll = useReadAll();
  const deleteAll = useDeleteAll();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  const failed = () => notify.error(t('notification.actionFailed'));

  return (
    <div className="noti-list" data-testid="notification-list">
      <div className="noti-tools">
        {heading}
        <button type="button" className="link-btn" disabled={unread === 0 || readAll.isPending} onClick={() => readAll.mutate(undefined, { onError: failed })}>
          {t('notification.readAll')}
        </button>
        <button
          type="button"
          className="link-btn noti-danger"
          disabled={items.length === 0 || deleteAll.isPending}
          onClick={() => deleteAll.mutate(undefined, { onError: failed })}
        >
          {t('notification.deleteAll')}
        </button>
      </div>
      {list.isPending ? (
        <p className="noti-state" aria-busy="true">
          …
        </p>
      ) : list.isError ? (
        <p className="noti-state">
          {t('notification.loadError')}{' '}
          <button type="button" className="link-btn" onClick={() => void list.refetch()}>
            {t('notification.retry')}
          </button>
        </p>
      ) : items.length === 0 ? (
        <p className="noti-state">{t('notification.empty')}</p>
      ) : (
        <ul className="noti-items">
          {items.map((item) => (
            <NotificationRow key={item.pkid} item={item} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <button type="button" className="btn btn-ghost btn-sm noti-more" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('notification.more')}
        </button>
      ) : null}
    </div>
  );
}
