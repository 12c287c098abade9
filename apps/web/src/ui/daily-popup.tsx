import './daily-popup.css';
import { useState, type ReactNode } from 'react';
import { Modal } from './modal.tsx';

interface DailyPopupProps {
  title: string;
  testId: string;
  hideTodayLabel: string;
  closeLabel: string;
  /** Called once the popup is closed, by its button, Escape or a link inside, with whether "don't show today" was ticked. */
  onClose: (hideToday: boolean) => void;
  /** The popup's content, given the close that its links call on their way out. */
  children: (close: () => void) => ReactNode;
}

/** A popup of the home page (a notice, a banner) with "don't show today" and Close; render it keyed by what it shows. */
export function DailyPopup({ title, testId, hideTodayLabel, closeLabel, onClose, children }: DailyPopupProps) {
  const [hideToday, setHideToday] = useState(false);
  const close = () => onClose(hideToday);
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : close())} title={title} testId={testId}>
      {children(close)}
      <div className="modal-actions daily-popup-actions">
        <label className="daily-popup-hide">
          <input type="checkbox" checked={hideToday} onChange={(e) => setHideToday(e.target.checked)} />
          {hideTodayLabel}
        </label>
        <button type="button" className="btn btn-primary" onClick={close}>
          {closeLabel}
        </button>
      </div>
    </Modal>
  );
}
