import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmissionQuota } from '@madang/contracts';
import { formatResetTime, timeUntil } from '../lib/quota.ts';

const TICK_MS = 30_000;

/** How many submissions are left today and when the count resets (midnight in Korea), always in view. */
export function QuotaPanel({ quota }: { quota: SubmissionQuota }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeUntil(quota.resets_at, now);
  return (
    <div className="cpt-quota" data-testid="submission-quota" role="status">
      <div>
        <span className="cpt-quota-label">{t('competition.submit.quota.today')}</span>
        <strong className="cpt-quota-count">{t('competition.submit.quota.left', { remaining: quota.remaining_today, limit: quota.daily_limit })}</strong>
      </div>
      <div>
        <span className="cpt-quota-label">{t('competition.submit.quota.reset')}</span>
        <strong>{t('competition.submit.quota.resetIn', { hours: left.hours, minutes: left.minutes })}</strong>
        <span className="muted">{formatResetTime(quota.resets_at, i18n.language)}</span>
      </div>
      {quota.remaining_total !== null ? (
        <div>
          <span className="cpt-quota-label">{t('competition.submit.quota.total')}</span>
          <strong>{t('competition.submit.quota.left', { remaining: quota.remaining_total, limit: quota.total_limit ?? 0 })}</strong>
        </div>
      ) : null}
    </div>
  );
}
