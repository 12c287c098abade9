import './xp.css';
import { lazy, Suspense, use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../i18n/setup.ts';
import { useConfirmPoints, usePointNotices } from './xp-api.ts';

// Fetched with this chunk, so the header's share of the first visit stays one import.
const catalogReady = loadNamespaces(['xp']);

const XpPopup = lazy(() => import('./xp-popup.tsx'));

/**
 * The header's XP button (members only): a dot and the "new points" tooltip while XP events are unread
 * (indicator values 1, 2, 3, 4, 7 of spec section 4); opening the popup marks them read.
 */
export default function XpButton() {
  use(catalogReady);
  const { t } = useTranslation();
  const notices = usePointNotices().data;
  const confirm = useConfirmPoints();
  const [open, setOpen] = useState(false);
  const latest = notices?.notRead[0];

  const openPopup = () => {
    setOpen(true);
    if (latest) confirm.mutate(latest.noti_id);
  };

  return (
    <div className="xp-anchor">
      <button
        type="button"
        className="icon-btn xp-button"
        aria-haspopup="dialog"
        aria-label={latest ? t('xp.buttonNew', { count: notices.count }) : t('xp.button')}
        data-testid="xp-button"
        data-new-point={latest?.type ?? 0}
        onClick={openPopup}
      >
        XP
        {latest ? <span className="xp-dot" aria-hidden="true" /> : null}
      </button>
      {latest && !open ? (
        <button type="button" className="xp-tooltip" onClick={openPopup} data-testid="xp-new-point">
          <strong>{t(`xp.newPoint.${latest.type}`)}</strong>
          <span>{t('xp.plus', { xp: latest.xp })}</span>
        </button>
      ) : null}
      <Suspense fallback={null}>{open ? <XpPopup onClose={() => setOpen(false)} /> : null}</Suspense>
    </div>
  );
}
