import './notice-popup.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Modal } from '../../../ui/modal.tsx';
import { useTopNotices } from '../api/notices-api.ts';
import { hideForToday, isHiddenToday, readDismissals, writeDismissals } from './popup-dismissals.ts';

/**
 * The notice popup of the home page: each notice an admin set to open as a popup, one after another,
 * unless the visitor chose not to see it again today.
 */
export default function NoticePopup() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { data } = useTopNotices();
  const [closed, setClosed] = useState<number[]>([]);
  const [hideToday, setHideToday] = useState(false);
  const now = new Date();
  const dismissals = readDismissals(localStorage);
  const notice = data?.find((item) => item.is_popup === 1 && !closed.includes(item.nt_id) && !isHiddenToday(dismissals, item.nt_id, now));
  if (!notice) return null;

  const close = () => {
    if (hideToday) writeDismissals(localStorage, hideForToday(readDismissals(localStorage), notice.nt_id, new Date()));
    setHideToday(false);
    setClosed((ids) => [...ids, notice.nt_id]);
  };

  return (
    <Modal open onOpenChange={(open) => (open ? undefined : close())} title={notice.title} testId="notice-popup">
      <p className="notice-popup-label">{t('notice.popup.label')}</p>
      <p className="notice-popup-excerpt">{notice.excerpt}</p>
      <p>
        <Link className="notice-popup-more" to={lp(`/notice/${notice.nt_id}`)} onClick={close}>
          {t('notice.popup.more')}
        </Link>
      </p>
      <div className="modal-actions notice-popup-actions">
        <label className="notice-popup-hide">
          <input type="checkbox" checked={hideToday} onChange={(e) => setHideToday(e.target.checked)} />
          {t('notice.popup.hideToday')}
        </label>
        <button type="button" className="btn btn-primary" onClick={close}>
          {t('notice.popup.close')}
        </button>
      </div>
    </Modal>
  );
}
