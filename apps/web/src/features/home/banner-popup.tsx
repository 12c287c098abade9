import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal.tsx';
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
  const [hideToday, setHideToday] = useState(false);
  const now = new Date();
  const noticeDue = (notices.data ?? []).some((notice) => notice.is_popup === 1 && !isHiddenToday(readDismissals(localStorage), notice.nt_id, now));
  const banner = data?.find((item) => !closed.includes(item.id) && !isBannerHiddenToday(localStorage, item.id, now));
  if (!banner || notices.isPending || noticeDue) return null;

  const close = () => {
    if (hideToday) hideBannerForToday(localStorage, banner.id, new Date());
    setHideToday(false);
    setClosed((ids) => [...ids, banner.id]);
  };

  return (
    <Modal open onOpenChange={(open) => (open ? undefined : close())} title={banner.title} testId="banner-popup">
      {banner.image_url ? <img className="banner-popup-image" src={banner.image_url} alt="" /> : null}
      {banner.body ? <p className="banner-popup-body">{banner.body}</p> : null}
      {banner.link_url ? (
        <p>
          <BannerLink href={banner.link_url} className="banner-popup-more" onClick={close}>
            {t('home.bannerMore')}
          </BannerLink>
        </p>
      ) : null}
      <div className="modal-actions banner-popup-actions">
        <label className="banner-popup-hide">
          <input type="checkbox" checked={hideToday} onChange={(e) => setHideToday(e.target.checked)} />
          {t('home.bannerPopup.hideToday')}
        </label>
        <button type="button" className="btn btn-primary" onClick={close}>
          {t('home.bannerPopup.close')}
        </button>
      </div>
    </Modal>
  );
}
