import '../subscriptions.css';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HistoryRow } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { formatDate } from '../../../lib/format/dates.ts';
import { pageCount, pageFromSearch } from '../../../lib/paging.ts';
import { Pager } from '../../../ui/pager.tsx';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { usePaymentHistory, useUserStatus } from '../api/subscription-api.ts';
import { formatPrice, paymentMethodLabel } from '../lib/plan-lib.ts';
import { SubscriptionPanel } from '../member/subscription-panel.tsx';

function HistoryLine({ row }: { row: HistoryRow }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const locale = i18n.language;
  return (
    <li className="sub-history-row" data-testid="history-row">
      <span className={`chip sub-kind sub-kind-${row.kind}`}>{t(`pay.history.kinds.${row.kind}`)}</span>
      <span className="sub-history-main">
        <strong>{locale === 'en' ? row.plan_name_en : row.plan_name_ko}</strong>
        <span className="muted">
          {formatDate(row.at, locale, { withTime: true })} · {paymentMethodLabel(row.method, t)}
        </span>
      </span>
      <span className={row.amount < 0 ? 'sub-amount sub-amount-refund' : 'sub-amount'}>{formatPrice(row.amount, locale)}</span>
      <Link className="btn btn-outline btn-sm" to={lp(`/payment/receipt/${encodeURIComponent(row.receipt_order_id)}`)}>
        {t('pay.history.receipt')}
      </Link>
    </li>
  );
}

/** The profile's payment-history tab (owner only): the subscription with its actions, then payments, renewals and refunds. */
export default function PaymentHistoryTab() {
  const { t } = useTranslation();
  const page = pageFromSearch(new URLSearchParams(useLocation().search).get('page'));
  const history = usePaymentHistory(page);
  const status = useUserStatus();
  return (
    <section className="sub-history" aria-labelledby="sub-history-title">
      {status.data && status.data.state !== 'none' ? <SubscriptionPanel status={status.data} /> : null}
      <h2 id="sub-history-title" className="sub-section-title">
        {t('pay.history.title')}
      </h2>
      {history.isPending ? <Loading /> : null}
      {history.isError ? <Failed onRetry={() => void history.refetch()} /> : null}
      {history.data?.rows.length === 0 ? <Empty text={t('pay.history.empty')} /> : null}
      {history.data && history.data.rows.length > 0 ? (
        <>
          <ul className="sub-history-list">
            {history.data.rows.map((row) => (
              <HistoryLine key={row.id} row={row} />
            ))}
          </ul>
          <Pager page={page} pages={pageCount(history.data.total, history.data.page_size)} />
        </>
      ) : null}
    </section>
  );
}
