import '../../../styles/console.css';
import '../host.css';
import './payments-console.css';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatWon } from '../../../lib/format/money.ts';
import type { HostPayment } from '@madang/contracts';
import { formatDate } from '../../../lib/format/dates.ts';
import { pageCount, pageFromSearch } from '../../../lib/paging.ts';
import { Pager } from '../../../ui/pager.tsx';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { HostSectionBar } from '../nav/host-section-bar.tsx';
import { HOST_PAYMENTS_CSV_PATH, useHostPayments } from './api/payments-console-api.ts';
import { apiFilterOf, fieldsFromSearch, searchOf } from './payment-filter.ts';
import { PaymentFilters } from './payment-filters.tsx';
import { RefundDialog } from './refund-dialog.tsx';

const REFUNDABLE = new Set(['paid', 'partially_refunded']);

function PaymentRow({ payment, onRefund }: { payment: HostPayment; onRefund: () => void }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => formatWon(n, i18n.language, true) ?? '0';
  return (
    <tr data-testid="host-payment-row">
      <td className="pay-mono">{payment.order_id}</td>
      <td>{formatDate(payment.approved_at ?? payment.created_at, i18n.language, { withTime: true })}</td>
      <td>
        {payment.user.name}
        <br />
        <span className="muted">{payment.user.email}</span>
      </td>
      <td>
        {i18n.language === 'en' ? payment.plan.name_en : payment.plan.name_ko}
        {payment.renewal ? <span className="muted"> · {t('pay.console.renewal')}</span> : null}
      </td>
      <td className="pay-num">{number(payment.amount)}</td>
      <td className="pay-num">{payment.refunded > 0 ? number(payment.refunded) : ''}</td>
      <td>{t(`pay.console.states.${payment.state}`)}</td>
      <td>
        {REFUNDABLE.has(payment.state) ? (
          <button type="button" className="btn btn-outline btn-sm" onClick={onRefund}>
            {t('pay.console.refund')}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/** /host/payments (admins): every order with filters kept in the address, refunds and the same list as CSV. */
export default function PaymentsPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const fields = fieldsFromSearch(params);
  const page = pageFromSearch(params.get('page'));
  const filter = apiFilterOf(fields, page);
  const list = useHostPayments(filter);
  const [refunding, setRefunding] = useState<HostPayment | null>(null);
  // The export takes the list's filters, not its page: it holds every matching order.
  const csvQuery = new URLSearchParams(Object.entries(filter).flatMap(([name, value]) => (name === 'page' || value === undefined ? [] : [[name, String(value)]]))).toString();
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <div className="host-head">
        <h1 className="page-title">{t('pay.console.paymentsTitle')}</h1>
        <a className="btn btn-outline btn-sm" href={csvQuery ? `${HOST_PAYMENTS_CSV_PATH}?${csvQuery}` : HOST_PAYMENTS_CSV_PATH} download>
          {t('pay.console.csv')}
        </a>
      </div>
      <PaymentFilters key={search} fields={fields} onApply={(next) => navigate(`${pathname}${searchOf(next) ? `?${searchOf(next)}` : ''}`)} />
      {list.isPending ? <Loading /> : null}
      {list.isError ? <Failed onRetry={() => void list.refetch()} /> : null}
      {list.data?.rows.length === 0 ? <Empty text={t('pay.console.noPayments')} /> : null}
      {list.data && list.data.rows.length > 0 ? (
        <>
          <p className="muted">{t('pay.console.total', { count: list.data.total })}</p>
          <div className="pay-table-wrap">
            <table className="pay-table">
              <thead>
                <tr>
                  <th scope="col">{t('pay.console.order')}</th>
                  <th scope="col">{t('pay.console.date')}</th>
                  <th scope="col">{t('pay.console.member')}</th>
                  <th scope="col">{t('pay.console.plan')}</th>
                  <th scope="col">{t('pay.console.amount')}</th>
                  <th scope="col">{t('pay.console.refundedColumn')}</th>
                  <th scope="col">{t('pay.console.state')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('pay.console.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.rows.map((payment) => (
                  <PaymentRow key={payment.order_id} payment={payment} onRefund={() => setRefunding(payment)} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} pages={pageCount(list.data.total, list.data.page_size)} />
        </>
      ) : null}
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}
