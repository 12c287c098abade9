import { TIER_FLOORS } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal.tsx';

/** The "ranking order" popup: how the list is ordered and what moves a member in it. */
export function RankingOrderPopup({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('ranking.order.title')} testId="ranking-order-popup">
      <ol className="ranking-order">
        <li>{t('ranking.order.competition')}</li>
        <li>{t('ranking.order.decay')}</li>
        <li>{t('ranking.order.xp')}</li>
        <li>{t('ranking.order.ties')}</li>
        <li>{t('ranking.order.category')}</li>
        <li>{t('ranking.order.cache')}</li>
      </ol>
      <p className="muted">{t('ranking.order.tiers', { silver: TIER_FLOORS.silver.toLocaleString(i18n.language) })}</p>
    </Modal>
  );
}
