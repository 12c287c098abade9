import { useTranslation } from 'react-i18next';
import { useXpSummary } from './xp-api.ts';

const percent = (part: number, whole: number) => `${Math.round(Math.min(1, part / whole) * 100)}%`;

/** The status panel: today's XP against the daily cap, the total, and the level with its bar. */
export function XpStatus() {
  const { t, i18n } = useTranslation();
  const query = useXpSummary();
  if (query.isPending) return <div className="xp-status skeleton" role="status" aria-busy="true" aria-label={t('common.loading')} />;
  if (query.isError) {
    return (
      <p className="inline-error">
        {t('xp.loadError')}{' '}
        <button type="button" className="link-btn" onClick={() => void query.refetch()}>
          {t('xp.retry')}
        </button>
      </p>
    );
  }
  const xp = query.data;
  const n = (value: number) => value.toLocaleString(i18n.language);
  const maxed = xp.level === 5 && xp.totalXP >= xp.level_next;
  return (
    <div className="xp-status" data-testid="xp-status">
      <div className="xp-figure">
        <span className="muted">{t('xp.today')}</span>
        <strong data-testid="xp-daily">{t('xp.ofCap', { xp: n(xp.dailyXP), cap: n(xp.dailyCap) })}</strong>
        <div className="xp-bar" aria-hidden="true">
          <span style={{ width: percent(xp.dailyXP, xp.dailyCap) }} />
        </div>
        {xp.dailyXP >= xp.dailyCap ? <small className="muted">{t('xp.capReached')}</small> : null}
      </div>
      <div className="xp-figure">
        <span className="muted">{t('xp.total')}</span>
        <strong data-testid="xp-total">{t('xp.amount', { xp: n(xp.totalXP) })}</strong>
        <small className="muted">{t('xp.gainedUsed', { gained: n(xp.xpGained), used: n(xp.xpUsed) })}</small>
      </div>
      <div className="xp-figure">
        <span className="muted">{t('xp.level')}</span>
        <strong data-testid="xp-level">Lv. {xp.level}</strong>
        <div
          className="xp-bar xp-bar-level"
          role="progressbar"
          aria-label={t('xp.levelProgress')}
          aria-valuemin={xp.level_floor}
          aria-valuemax={xp.level_next}
          aria-valuenow={Math.min(xp.totalXP, xp.level_next)}
        >
          <span style={{ width: percent(xp.level_progress, 1) }} />
        </div>
        <small className="muted">{maxed ? t('xp.maxLevel') : t('xp.toNext', { xp: n(xp.level_next - xp.totalXP) })}</small>
      </div>
    </div>
  );
}
