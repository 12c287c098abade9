import '../../../styles/console.css';
import { useTranslation } from 'react-i18next';
import { ConsoleEditPage, useEditedId } from '../../editorial/console-edit-page.tsx';
import { BannerForm, bannerFormValues } from './banner-form.tsx';
import { useHostBanner, useSaveBanner } from './banners-api.ts';

/** /host/banners/new and /host/banners/{id}: add or edit a banner (admins). */
export default function BannerEditPage() {
  const { t } = useTranslation();
  const id = useEditedId();
  const banner = useHostBanner(id);
  const save = useSaveBanner(id);
  return (
    <ConsoleEditPage
      id={id}
      listPath="/host/banners"
      listTitle={t('host.banners.title')}
      title={id === null ? t('host.banners.new') : t('host.banners.edit')}
      item={banner}
      save={save}
    >
      {(item, onSave) => <BannerForm key={item?.id ?? 'new'} initial={bannerFormValues(item)} onSave={onSave} saving={save.isPending} />}
    </ConsoleEditPage>
  );
}
