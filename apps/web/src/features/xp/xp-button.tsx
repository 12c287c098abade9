import './xp.css';
import { lazy, Suspense, use, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../i18n/setup.ts';
import { useConfirmPoints, usePointNotices } from './xp-api.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';

// Fetched with this chunk, so the header's share of the first visit stays one import.
const catalogReady = loadNamespaces(['xp']);

const XpPopup = lazy(() => import('./xp-popup.tsx'));

/** How long the new-points bubble stays before it folds into the button's dot. */
const BUBBLE_MS = 6_000;
/** Where the newest point notice whose bubble was shown is kept, so a new visit does not show the same gain again. */
const seenKey = (userId: number) => `xp-bubble-seen:${userId}`;

/**
 * The header's XP button (members only): a dot while XP events are unread, and the "new points" bubble
 * (indicator values 1, 2, 3, 4, 7 of spec section 4) once per new event, for a few seconds or until a tap
 * elsewhere; the gain then waits behind the dot. Opening the popup marks the events read.
 */
export default function XpButton({ userId }: { userId: number }) {
  use(catalogReady);
  const { t } = useTranslation();
  const notices = usePointNotices().data;
  const confirm = useConfirmPoints();
  const [open, setOpen] = useState(false);
  // What this browser has seen is in its storage: the server's render and the hydration show no bubble, the browser decides after.
  const hydrated = useHydrated();
  const [seen, setSeen] = useState(() => (typeof localStorage === 'undefined' ? 0 : Number(localStorage.getItem(seenKey(userId)) ?? 0)));
  const anchor = useRef<HTMLDivElement>(null);
  const latest = notices?.notRead[0];
  const showBubble = Boolean(hydrated && latest && !open && latest.noti_id > seen);

  useEffect(() => {
    if (!showBubble || !latest) return;
    const dismiss = () => {
      localStorage.setItem(seenKey(userId), String(latest.noti_id));
      setSeen(latest.noti_id);
    };
    const timer = setTimeout(dismiss, BUBBLE_MS);
    const onPointerDown = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [showBubble, latest, userId]);

  const openPopup = () => {
    setOpen(true);
    if (latest) confirm.mutate(latest.noti_id);
  };

  return (
    <div className="xp-anchor" ref={anchor}>
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
      {showBubble && latest ? (
        <button type="button" className="xp-tooltip" onClick={openPopup} data-testid="xp-new-point">
          <strong>{t(`xp.newPoint.${latest.type}`)}</strong>
          <span>{t('xp.plus', { xp: latest.xp })}</span>
        </button>
      ) : null}
      <Suspense fallback={null}>{open ? <XpPopup onClose={() => setOpen(false)} /> : null}</Suspense>
    </div>
  );
}
