import '../subscriptions.css';
import './receipt.css';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formatDate } from '../../../lib/format/dates.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { useActionErrorText } from '../../../ui/use-form-errors.ts';
import { useSession } from '../../session/use-session.ts';
import { useReceipt } from '../api/subscription-api.ts';
import { formatPrice, paymentMethodLabel } from '../lib/plan-lib.ts';

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const money = (amount: number) => formatPrice(amount, locale);
  const rows: [string, string][] = [
    [t('pay.receipt.orderId'), receipt.order_id],
    [t('pay.receipt.approvedAt'), formatDate(receipt.approved_at, locale, { withTime: true })],
    [t('pay.receipt.buyer'), `${receipt.buyer.name} (${receipt.buyer.email})`],
    [t('pay.receipt.item'), locale === 'en' ? receipt.item_en : receipt.item_ko],
    [t('pay.receipt.method'), [paymentMethodLabel(receipt.method, t), receipt.card].filter(Boolean).join(' · ')],
  ];
  return (
    <article className="receipt" data-testid="receipt">
      <header className="receipt-head">
        <h1>{t('pay.receipt.title')}</h1>
        <p>
          {receipt.seller.name} · {receipt.seller.url}
        </p>
      </header>
      <dl className="receipt-rows">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="receipt-money">
        <div>
          <dt>{t('pay.receipt.supply')}</dt>
          <dd>{money(receipt.supply_amount)}</dd>
        </div>
        <div>
          <dt>{t('pay.receipt.vat')}</dt>
          <dd>{money(receipt.vat)}</dd>
        </div>
        <div className="receipt-total">
          <dt>{t('pay.receipt.total')}</dt>
          <dd data-testid="receipt-total">{money(receipt.amount)}</dd>
        </div>
        {receipt.refunds.map((refund) => (
          <div key={`${refund.at}-${refund.amount}`} className="receipt-refund">
            <dt>{t('pay.receipt.refund', { date: formatDate(refund.at, locale), reason: refund.reason })}</dt>
            <dd>−{money(refund.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="receipt-note">{t('pay.receipt.note')}</p>
    </article>
  );
}

/** /payment/receipt/{orderId}: one payment's receipt, laid out for paper (its print styles drop everything else). */
export default function ReceiptPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { orderId = '' } = useParams();
  const receipt = useReceipt(orderId);
  const errorText = useActionErrorText();
  const { user } = useSession();
  return (
    <div className="receipt-page">
      <nav className="receipt-tools no-print">
        {user ? (
          <Link className="btn btn-outline btn-sm" to={lp(`/myprofile/${user.id}/payment-history`)}>
            {t('pay.receipt.back')}
          </Link>
        ) : null}
        {receipt.data ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
            {t('pay.receipt.print')}
          </button>
        ) : null}
        {receipt.data?.provider_receipt_url ? (
          <a className="btn btn-ghost btn-sm" href={receipt.data.provider_receipt_url} target="_blank" rel="noreferrer">
            {t('pay.receipt.providerReceipt')}
          </a>
        ) : null}
      </nav>
      {receipt.isPending ? <Loading /> : null}
      {receipt.isError ? (
        // An order that is not there (or not the member's) will not appear by asking again: no retry button for it.
        isApiError(receipt.error) && receipt.error.status === 404 ? (
          <Empty text={errorText(receipt.error)} />
        ) : (
          <Failed text={errorText(receipt.error)} onRetry={() => void receipt.refetch()} />
        )
      ) : null}
      {receipt.data ? <ReceiptSheet receipt={receipt.data} /> : null}
    </div>
  );
}
