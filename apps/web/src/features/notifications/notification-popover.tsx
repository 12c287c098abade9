import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationList } from './notification-list.tsx';

interface Props {
  anchor: RefObject<HTMLElement | null>;
  /** `returnFocus` when the member dismissed it from the keyboard. */
  onClose: (returnFocus: boolean) => void;
}

/** The bell's popover: closes on Escape, on a press outside it and its bell, and after following an item. */
export default function NotificationPopover({ anchor, onClose }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // The latest callback without re-running the effect, which would pull focus back on every render.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    ref.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!ref.current?.contains(target) && !anchor.current?.contains(target)) close.current(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [anchor]);

  return (
    <div ref={ref} className="noti-popover" role="dialog" aria-label={t('notification.title')} tabIndex={-1} data-testid="notification-popover">
      <NotificationList heading={<h2 className="noti-title">{t('notification.title')}</h2>} onNavigate={() => close.current(false)} />
    </div>
  );
}
