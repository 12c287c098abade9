import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DailyPopup } from '../../ui/daily-popup.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useTopNotices } from '../notices/api/notices-api.ts';
import { isHiddenToday, readDismissals } from '../notices/popup/popup-dismissals.ts';
import { BannerLink } from './banner-link.tsx';
import { hideBannerForToday, isBannerHiddenToday } from './banner-dismissals.ts';
import { useBannersOf } from './home-api.ts';

/**
 * The popup banner of the home page: each live popup banner once per visit, one after another, unless the
 * visitor chose "don't show today" for it. A notice set to pop up goes first: while one is due today the
 * banners wait for another visit, so two dialogs never stack.
 */
export default function BannerPopup() {
  const { t } = useTranslation();
  const { data } = useBannersOf('popup');
  const notices = useTopNotices();
  const [closed, setClosed] = useState<number[]>([]);
  const hydrated = useHydrated();
  // The "don't show today" flags are the browser's: nothing opens before they are read, so a hidden one never flashes.
  if (!hydrated) return null;
  const now = new Date();
  const noticeDue = (notices.data ?? []).some((notice) => notice.is_popup === 1 && !isHiddenToday(readDismissals(localStorage), notice.nt_id, now));
  const banner = data?.find((item) => !closed.includes(item.id) && !isBannerHiddenToday(localStorage, item.id, now));
  if (!banner || notices.isPending || noticeDue) return null;

  const close = (hideToday: boolean) => {
    if (hideToday) hideBannerForToday(localStorage, banner.id, new Date());
    setClosed((ids) => [...ids, banner.id]);
  };

  return (
    <DailyPopup
      key={banner.id}
      title={banner.title}
      testId="banner-popup"
      hideTodayLabel={t('home.bannerPopup.hideToday')}
      closeLabel={t('home.bannerPopup.close')}
      onClose={close}
    >
      {(closeNow) => (
        <>
          {banner.image_url ? <img className="banner-popup-image" src={banner.image_url} alt="" /> : null}
          {banner.body ? <p className="banner-popup-body">{banner.body}</p> : null}
          {banner.link_url ? (
            <p>
              <BannerLink href={banner.link_url} className="daily-popup-more" onClick={closeNow}>
                {t('home.bannerMore')}
              </BannerLink>
            </p>
          ) : null}
        </>
      )}
    </DailyPopup>
  );
}
