import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { Modal } from '../../ui/modal.tsx';
import { XpHistoryList } from './xp-history-list.tsx';
import { XpStatus } from './xp-status.tsx';

/** The notice that explains XP (spec section 9: the XP guide is notice 108). */
const XP_GUIDE_NOTICE = 108;

/** The XP points popup: today's XP against the cap, total, level, and the history. */
export default function XpPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('xp.title')} testId="xp-popup">
      <XpStatus />
      <h3 className="xp-section-title">{t('xp.history')}</h3>
      <XpHistoryList />
      <div className="xp-links">
        <Link to={lp(`/notice/${XP_GUIDE_NOTICE}`)} onClick={onClose}>
          {t('xp.guide')}
        </Link>
        <Link to={lp('/ranking?tab=xp')} onClick={onClose}>
          {t('xp.ranking')}
        </Link>
      </div>
    </Modal>
  );
}
