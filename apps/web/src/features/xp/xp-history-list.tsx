import { useTranslation } from 'react-i18next';
import { useXpHistory } from './xp-api.ts';
import { formatDate } from '../../lib/format/dates.ts';

/** The XP history, newest first, with a "more" button for older pages. */
export function XpHistoryList() {
  const { t, i18n } = useTranslation();
  const query = useXpHistory();
  if (query.isPending) return <div className="xp-history skeleton" role="status" aria-busy="true" aria-label={t('common.loading')} />;
  if (query.isError) return <p className="inline-error">{t('xp.loadError')}</p>;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="muted xp-empty">{t('xp.emptyHistory')}</p>;
  return (
    <>
      <ul className="xp-history" data-testid="xp-history">
        {items.map((item) => (
          <li key={item.id} className="xp-history-row">
            <div>
              <span className="xp-reason">{t(`xp.reason.${item.reason}`, { defaultValue: item.reason })}</span>
              {item.level_up ? <span className="chip xp-levelup">{t('xp.levelUp')}</span> : null}
              <time className="muted" dateTime={item.c_time}>
                {formatDate(item.c_time, i18n.language, { withTime: true })}
              </time>
            </div>
            <div className="xp-gain">
              <strong>{t('xp.plus', { xp: item.xp })}</strong>
              {item.xp < item.requested ? <small className="muted">{t('xp.capped', { xp: item.requested })}</small> : null}
            </div>
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <button type="button" className="btn btn-light btn-sm btn-block" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('xp.more')}
        </button>
      ) : null}
    </>
  );
}
