import '../subscriptions.css';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paymentResultPaths, type Plan } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { formatDate } from '../../../lib/format/dates.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { usePlans } from '../api/subscription-api.ts';
import { PlanCard } from './plan-card.tsx';

function CourseAction({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const started = plan.starts_at !== null && new Date(plan.starts_at).getTime() <= Date.now();
  const full = plan.seats_left !== null && plan.seats_left <= 0;
  return (
    <>
      {plan.starts_at ? <p className="muted">{t('pay.offline.startsAt', { date: formatDate(plan.starts_at, i18n.language, { withTime: true }) })}</p> : null}
      {plan.seats !== null ? (
        <p className="muted" data-testid="seats">
          {t('pay.offline.seats', { left: plan.seats_left ?? 0, seats: plan.seats })}
        </p>
      ) : null}
      {started || full ? (
        <span className="chip chip-quiet">{t(started ? 'pay.order.started' : 'pay.order.soldOut')}</span>
      ) : (
        <Link className="btn btn-primary btn-block" to={lp(`${paymentResultPaths.offline_course.pay}?plan=${plan.id}`)}>
          {t('pay.offline.apply')}
        </Link>
      )}
    </>
  );
}

/** /edu/offline: the offline courses on sale, each with its start and the seats left. */
export default function OfflinePage() {
  const { t } = useTranslation();
  const courses = usePlans('offline_course');
  return (
    <div className="container page-pad sub-page">
      <h1 className="page-title">{t('pay.offline.title')}</h1>
      <p className="muted sub-lead">{t('pay.offline.lead')}</p>
      {courses.isPending ? <Loading /> : null}
      {courses.isError ? <Failed onRetry={() => void courses.refetch()} /> : null}
      {courses.data?.length === 0 ? <Empty text={t('pay.offline.none')} /> : null}
      {courses.data && courses.data.length > 0 ? (
        <div className="sub-plans sub-plans-fill">
          {courses.data.map((plan) => (
            <PlanCard key={plan.id} plan={plan} action={<CourseAction plan={plan} />} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
