import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal.tsx';
import { BannerLink } from './banner-link.tsx';
import { hideBannerForToday, isBannerHiddenToday } from './banner-dismissals.ts';
import { useBannersOf } from './home-api.ts';

/**
 * The popup banner of the home page: each live popup banner once per visit, one after another, unless the
 * visitor chose "don't show today" for it.
 */
export default function BannerPopup() {
  const { t } = useTranslation();
  const { data } = useBannersOf('popup');
  const [closed, setClosed] = useState<number[]>([]);
  const [hideToday, setHideToday] = useState(false);
  const now = new Date();
  const banner = data?.find((item) => !closed.includes(item.id) && !isBannerHiddenToday(localStorage, item.id, now));
  if (!banner) return null;

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
