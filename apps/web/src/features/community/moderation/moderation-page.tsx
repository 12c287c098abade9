import '../../../styles/console.css';
import '../community.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModerationItem } from '@madang/contracts/talkboard';
import { notify } from '../../../ui/toast.ts';
import { HostSectionBar } from '../../host/nav/host-section-bar.tsx';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { useCommunityError } from '../use-community-error.ts';
import { HideDialog } from './hide-dialog.tsx';
import { useHiddenItems, useModerate, useReports, type ModerationAction } from './moderation-api.ts';
import { ModerationItemView } from './moderation-item-view.tsx';

/** /host/moderation: open reports first, then hidden items, with hide (and its reason), restore and resolve. */
export default function ModerationPage() {
  const { t } = useTranslation();
  const reports = useReports();
  const hidden = useHiddenItems();
  const moderate = useModerate();
  const errorText = useCommunityError();
  const [hiding, setHiding] = useState<ModerationItem | null>(null);

  const run = (action: ModerationAction, done: string) => moderate.mutate(action, { onSuccess: () => notify.success(done), onError: (error) => notify.error(errorText(error)) });
  const actionsFor = (item: ModerationItem) =>
    item.hidden ? (
      <button type="button" className="btn btn-outline btn-sm" disabled={moderate.isPending} onClick={() => run({ action: 'restore', item }, t('talk.moderation.restoredDone'))}>
        {t('talk.moderation.restore')}
      </button>
    ) : (
      <button type="button" className="btn btn-danger btn-sm" disabled={moderate.isPending} onClick={() => setHiding(item)}>
        {t('talk.moderation.hide')}
      </button>
    );

  return (
    <div className="container host-page talk-page">
      <HostSectionBar />
      <h1 className="page-title">{t('talk.moderation.title')}</h1>
      <p className="muted">{t('talk.moderation.intro')}</p>

      <section className="mod-section" aria-labelledby="mod-reports">
        <h2 id="mod-reports">{t('talk.moderation.reportsHeading')}</h2>
        {reports.isPending ? (
          <Loading />
        ) : reports.isError ? (
          <Failed text={errorText(reports.error)} onRetry={() => void reports.refetch()} />
        ) : reports.data.length === 0 ? (
          <Empty text={t('talk.moderation.noReports')} />
        ) : (
          <ul className="mod-list">
            {reports.data.map((report) => (
              <li key={`${report.item.kind}-${report.id}`} className={`mod-card is-${report.state}`} data-testid="mod-report">
                <div className="mod-card-head">
                  <span className={report.state === 'open' ? 'chip is-active' : 'chip'}>{t(`talk.moderation.${report.state}`)}</span>
                  <strong>{t(`talk.report.reasons.${report.reason}`)}</strong>
                  <span className="muted">{t('talk.moderation.reportedBy', { name: report.reporter?.name ?? t('talk.moderation.unknown') })}</span>
                </div>
                {report.text ? <p className="mod-report-text">{report.text}</p> : null}
                <ModerationItemView item={report.item} />
                <div className="mod-actions">
                  {actionsFor(report.item)}
                  {report.state === 'open' ? (
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      disabled={moderate.isPending}
                      onClick={() => run({ action: 'resolve', reportId: report.id, kind: report.item.kind }, t('talk.moderation.resolvedDone'))}
                    >
                      {t('talk.moderation.resolve')}
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="mod-section" aria-labelledby="mod-hidden">
        <h2 id="mod-hidden">{t('talk.moderation.hiddenHeading')}</h2>
        {hidden.isPending ? (
          <Loading />
        ) : hidden.isError ? (
          <Failed text={errorText(hidden.error)} onRetry={() => void hidden.refetch()} />
        ) : hidden.data.length === 0 ? (
          <Empty text={t('talk.moderation.noHidden')} />
        ) : (
          <ul className="mod-list">
            {hidden.data.map((item) => (
              <li key={`${item.kind}-${item.reply_id ?? item.tb_id}`} className="mod-card" data-testid="mod-hidden">
                <ModerationItemView item={item} />
                <div className="mod-actions">{actionsFor(item)}</div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <HideDialog
        open={hiding !== null}
        pending={moderate.isPending}
        onCancel={() => setHiding(null)}
        onConfirm={(reason) => {
          if (hiding) run({ action: 'hide', item: hiding, reason }, t('talk.moderation.hiddenDone'));
          setHiding(null);
        }}
      />
    </div>
  );
}
