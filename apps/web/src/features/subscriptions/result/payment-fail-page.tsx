import '../subscriptions.css';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { orderIdSchema } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { stripLocale } from '../../../lib/locale-path.ts';
import { useFailPayment } from '../api/subscription-api.ts';
import { choosePathOf, resultKindOf } from '../lib/plan-lib.ts';

const TEXT_MAX = 500;

/**
 * Every fail page of the spec: the provider's redirect says why; the page closes the order on the server (nothing
 * was charged, nothing is granted) and offers the plans again.
 */
export default function PaymentFailPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  const orderId = orderIdSchema.safeParse(query.get('orderId') ?? '');
  const code = (query.get('code') ?? '').slice(0, 100);
  const message = (query.get('message') ?? '').slice(0, TEXT_MAX);
  const fail = useFailPayment();
  const sent = useRef(false);
  const { mutate } = fail;
  useEffect(() => {
    if (sent.current || !orderId.success) return;
    sent.current = true;
    mutate({ orderId: orderId.data, code, message });
  }, [mutate, orderId.success, orderId.data, code, message]);
  const kind = resultKindOf(stripLocale(pathname)) ?? 'monthly';
  return (
    <div className="container narrow page-pad sub-page">
      <div className="card sub-result" data-testid="payment-fail" role="alert">
        <h1 className="page-title">{t('pay.result.failTitle')}</h1>
        {message ? <p>{t('pay.result.providerSaid', { message })}</p> : null}
        {code ? <p className="muted sub-mono">{t('pay.result.code', { code })}</p> : null}
        <p>{t('pay.result.nothingCharged')}</p>
        <div className="sub-result-actions">
          <Link className="btn btn-primary" to={lp(choosePathOf(kind))}>
            {t('pay.result.tryAgain')}
          </Link>
        </div>
      </div>
    </div>
  );
}
