import { useTranslation } from 'react-i18next';
import { bannerKinds, type BannerKind } from '@madang/contracts/banner-kinds';
import { BANNER_BODY_MAX, BANNER_LINK_MAX, BANNER_POSITION_MAX, BANNER_TITLE_MAX, type BannerInput, type HostBanner } from '@madang/contracts/banners';
import { fromLocalInput, toLocalInput } from '../../../lib/format/kst-input.ts';
import { Field } from '../../../ui/field.tsx';
import { EditorialForm, useEditorialForm } from '../../editorial/editorial-form.tsx';
import { LocalizedFieldTabs } from '../../editorial/localized-fields.tsx';
import { CheckField, SelectField } from '../../host/form/form-controls.tsx';
import { ImageField } from '../../host/form/image-field.tsx';

interface BannerFormValues {
  kind: BannerKind;
  title: { ko: string; en: string };
  body: { ko: string; en: string };
  imageUrl: string;
  linkUrl: string;
  /** `datetime-local` texts in Korean time; empty: no bound. */
  startsAt: string;
  endsAt: string;
  position: string;
  active: boolean;
}

const empty: BannerFormValues = {
  kind: 'rolling',
  title: { ko: '', en: '' },
  body: { ko: '', en: '' },
  imageUrl: '',
  linkUrl: '',
  startsAt: '',
  endsAt: '',
  position: '0',
  active: true,
};

export const bannerFormValues = (banner: HostBanner | undefined): BannerFormValues =>
  banner
    ? {
        kind: banner.kind,
        title: banner.title,
        body: banner.body,
        imageUrl: banner.image_url ?? '',
        linkUrl: banner.link_url ?? '',
        startsAt: toLocalInput(banner.starts_at),
        endsAt: toLocalInput(banner.ends_at),
        position: String(banner.position),
        active: banner.active,
      }
    : empty;

const toInput = (values: BannerFormValues): BannerInput => ({
  kind: values.kind,
  title: values.title,
  body: values.body,
  image_url: values.imageUrl || null,
  link_url: values.linkUrl.trim() || null,
  starts_at: fromLocalInput(values.startsAt),
  ends_at: fromLocalInput(values.endsAt),
  position: Number(values.position) || 0,
  active: values.active,
});

/** The banner form: where it shows, its text per language, picture, link, dates, order and switch. */
export function BannerForm({ initial, onSave, saving }: { initial: BannerFormValues; onSave: (input: BannerInput) => Promise<unknown>; saving: boolean }) {
  const { t } = useTranslation();
  const { values, set, errors, formError, submit } = useEditorialForm(initial, (v) => onSave(toInput(v)));
  return (
    <EditorialForm listPath="/host/banners" saving={saving} formError={formError} onSubmit={submit}>
      <SelectField
        label={t('host.banners.form.kind')}
        value={values.kind}
        error={errors.kind}
        options={bannerKinds.map((kind) => ({ value: kind, label: t(`host.banners.kinds.${kind}`) }))}
        onChange={(e) => set('kind', e.target.value as BannerKind)}
      />
      <LocalizedFieldTabs
        values={values}
        errors={errors}
        set={set}
        fields={[
          { name: 'title', label: t('host.banners.form.title'), max: BANNER_TITLE_MAX, englishHint: true },
          { name: 'body', label: t('host.banners.form.body'), max: BANNER_BODY_MAX },
        ]}
      />
      <ImageField label={t('host.banners.form.image')} value={values.imageUrl} error={errors.image_url} onChange={(url) => set('imageUrl', url)} shape="cover" />
      <Field
        label={t('host.banners.form.link')}
        hint={t('host.banners.form.linkHint')}
        value={values.linkUrl}
        maxLength={BANNER_LINK_MAX}
        error={errors.link_url}
        onChange={(e) => set('linkUrl', e.target.value)}
      />
      <Field type="datetime-local" label={t('host.banners.form.startsAt')} value={values.startsAt} error={errors.starts_at} onChange={(e) => set('startsAt', e.target.value)} />
      <Field type="datetime-local" label={t('host.banners.form.endsAt')} value={values.endsAt} error={errors.ends_at} onChange={(e) => set('endsAt', e.target.value)} />
      <Field
        type="number"
        min={0}
        max={BANNER_POSITION_MAX}
        label={t('host.banners.form.position')}
        hint={t('host.banners.form.positionHint')}
        value={values.position}
        error={errors.position}
        onChange={(e) => set('position', e.target.value)}
      />
      <CheckField label={t('host.banners.form.active')} checked={values.active} onChange={(v) => set('active', v)} />
    </EditorialForm>
  );
}
