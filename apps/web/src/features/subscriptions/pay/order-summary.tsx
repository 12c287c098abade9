import { useTranslation } from 'react-i18next';
import type { CheckoutAnswer } from '@madang/contracts';
import { formatDate } from '../../../lib/format/dates.ts';
import { formatPrice, planName } from '../lib/plan-lib.ts';

/** The order as the server opened it: every amount here is the server's, none is worked out in the browser. */
export function OrderSummary({ order }: { order: CheckoutAnswer }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { plan } = order;
  return (
    <dl className="sub-summary" data-testid="order-summary">
      <div>
        <dt>{t('pay.order.item')}</dt>
        <dd>{planName(plan, locale)}</dd>
      </div>
      {plan.period_months !== null ? (
        <div>
          <dt>{t('pay.order.period')}</dt>
          <dd>{t('pay.plan.months', { count: plan.period_months })}</dd>
        </div>
      ) : null}
      {plan.starts_at ? (
        <div>
          <dt>{t('pay.order.startsAt')}</dt>
          <dd>{formatDate(plan.starts_at, locale, { withTime: true })}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('pay.order.price')}</dt>
        <dd>{formatPrice(plan.price, locale)}</dd>
      </div>
      {order.credit > 0 ? (
        <div>
          <dt>{t('pay.order.credit')}</dt>
          <dd>−{formatPrice(order.credit, locale)}</dd>
        </div>
      ) : null}
      <div className="sub-summary-total">
        <dt>{t('pay.order.total')}</dt>
        <dd data-testid="order-total">{formatPrice(order.amount, locale)}</dd>
      </div>
      <div>
        <dt>{t('pay.order.orderId')}</dt>
        <dd className="sub-mono">{order.order_id}</dd>
      </div>
    </dl>
  );
}
