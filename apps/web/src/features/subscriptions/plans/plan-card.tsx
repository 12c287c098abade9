import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@madang/contracts';
import { formatPrice, planDescription, planName } from '../lib/plan-lib.ts';

/** One plan as the plan pages show it: name, the server's price for its period, its discount and what it holds. */
export function PlanCard({ plan, action, featured = false }: { plan: Plan; action: ReactNode; featured?: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <article className={featured ? 'sub-plan sub-plan-featured' : 'sub-plan'} data-testid={`plan-${plan.kind}`} aria-labelledby={`plan-${plan.id}-name`}>
      <header className="sub-plan-head">
        <h2 id={`plan-${plan.id}-name`} className="sub-plan-name">
          {planName(plan, locale)}
        </h2>
        {plan.discount_percent > 0 ? <span className="chip sub-discount">{t('pay.plan.discount', { percent: plan.discount_percent })}</span> : null}
      </header>
      <p className="sub-plan-price">
        <strong>{formatPrice(plan.price, locale)}</strong>
        {plan.period_months !== null ? <span className="muted"> / {t('pay.plan.months', { count: plan.period_months })}</span> : null}
      </p>
      {planDescription(plan, locale) ? <p className="sub-plan-text">{planDescription(plan, locale)}</p> : null}
      <div className="sub-plan-action">{action}</div>
    </article>
  );
}
