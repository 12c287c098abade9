import '../../../styles/console.css';
import { useTranslation } from 'react-i18next';
import type { HostBanner } from '@madang/contracts/banners';
import { formatDate } from '../../../lib/format/dates.ts';
import { notify } from '../../../ui/toast.ts';
import { useActionErrorText } from '../../../ui/use-form-errors.ts';
import { AdminListPage } from '../../editorial/admin-list-page.tsx';
import { AdminRow, inConsoleLanguage } from '../../editorial/admin-row.tsx';
import { useDeleteBanner, useHostBanners, useSwitchBanner } from './banners-api.ts';

function SwitchButton({ banner }: { banner: HostBanner }) {
  const { t } = useTranslation();
  const change = useSwitchBanner();
  const errorText = useActionErrorText();
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      disabled={change.isPending}
      onClick={() => change.mutate({ id: banner.id, active: !banner.active }, { onError: (error) => notify.error(errorText(error)) })}
    >
      {banner.active ? t('host.banners.switchOff') : t('host.banners.switchOn')}
    </button>
  );
}

/** /host/banners: every banner with its kind and whether visitors see it now; switch, delete, or open one to edit (admins). */
export default function BannersAdminPage() {
  const { t, i18n } = useTranslation();
  const titleOf = (banner: HostBanner) => inConsoleLanguage(banner.title, i18n.language);
  const period = (banner: HostBanner) =>
    banner.starts_at || banner.ends_at
      ? `${banner.starts_at ? formatDate(banner.starts_at, i18n.language, { withTime: true }) : ''} ~ ${banner.ends_at ? formatDate(banner.ends_at, i18n.language, { withTime: true }) : ''}`
      : t('host.banners.always');
  return (
    <AdminListPage
      title={t('host.banners.title')}
      newPath="/host/banners/new"
      newLabel={t('host.banners.new')}
      emptyText={t('host.banners.empty')}
      list={useHostBanners()}
      remove={useDeleteBanner()}
      deleteTitle={t('host.banners.deleteTitle')}
      deleteBody={(banner) => t('host.banners.deleteBody', { title: titleOf(banner) })}
    >
      {(banners, askDelete) => (
        <ul className="notice-admin-list" aria-label={t('host.banners.title')}>
          {banners.map((banner) => (
            <AdminRow
              key={banner.id}
              testId="host-banner-row"
              labels={
                <span className="notice-row-labels">
                  <span className="chip chip-quiet">{t(`host.banners.kinds.${banner.kind}`)}</span>
                  <span className={banner.live ? 'chip host-chip-on' : 'chip chip-quiet'}>
                    {banner.live ? t('host.banners.live') : banner.active ? t('host.banners.outOfDates') : t('host.banners.off')}
                  </span>
                </span>
              }
              href={`/host/banners/${banner.id}`}
              title={titleOf(banner)}
              meta={`#${banner.id} · ${t('host.banners.order', { position: banner.position })} · ${period(banner)}`}
              actions={<SwitchButton banner={banner} />}
              onDelete={() => askDelete(banner)}
            />
          ))}
        </ul>
      )}
    </AdminListPage>
  );
}
