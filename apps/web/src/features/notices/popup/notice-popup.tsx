import './notice-popup.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { DailyPopup } from '../../../ui/daily-popup.tsx';
import { useHydrated } from '../../../ui/use-hydrated.ts';
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
  const hydrated = useHydrated();
  // The "don't show today" flags are the browser's: nothing opens before they are read, so a hidden one never flashes.
  if (!hydrated) return null;
  const now = new Date();
  const dismissals = readDismissals(localStorage);
  const notice = data?.find((item) => item.is_popup === 1 && !closed.includes(item.nt_id) && !isHiddenToday(dismissals, item.nt_id, now));
  if (!notice) return null;

  const close = (hideToday: boolean) => {
    if (hideToday) writeDismissals(localStorage, hideForToday(readDismissals(localStorage), notice.nt_id, new Date()));
    setClosed((ids) => [...ids, notice.nt_id]);
  };

  return (
    <DailyPopup key={notice.nt_id} title={notice.title} testId="notice-popup" hideTodayLabel={t('notice.popup.hideToday')} closeLabel={t('notice.popup.close')} onClose={close}>
      {(closeNow) => (
        <>
          <p className="notice-popup-label">{t('notice.popup.label')}</p>
          <p className="notice-popup-excerpt">{notice.excerpt}</p>
          <p>
            <Link className="daily-popup-more" to={lp(`/notice/${notice.nt_id}`)} onClick={closeNow}>
              {t('notice.popup.more')}
            </Link>
          </p>
        </>
      )}
    </DailyPopup>
  );
}
