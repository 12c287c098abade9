import '../../../styles/console.css';
import { SITE_PAGE_BODY_MAX, SITE_PAGE_TITLE_MAX, type HostSitePage, type SitePageInput, type SitePageKey } from '@madang/contracts/site-pages';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { notify } from '../../../ui/toast.ts';
import { EditorialForm, useEditorialForm } from '../../editorial/editorial-form.tsx';
import { LocalizedFieldTabs } from '../../editorial/localized-fields.tsx';
import { HostSectionBar } from '../../host/nav/host-section-bar.tsx';
import { useHostSitePages, useSaveSitePage } from '../api/site-pages-api.ts';

/** A page's title and markdown body in both languages; the recruit page may be left empty (no open positions). */
function SitePageForm({ page, onSave, saving }: { page: HostSitePage; onSave: (input: SitePageInput) => Promise<unknown>; saving: boolean }) {
  const { t } = useTranslation();
  const { values, set, errors, formError, submit } = useEditorialForm({ title: page.title, body: page.body }, onSave);
  return (
    <EditorialForm listPath="/host/pages" saving={saving} formError={formError} onSubmit={submit}>
      <LocalizedFieldTabs
        values={values}
        errors={errors}
        set={set}
        fields={[
          { name: 'title', label: t('host.pages.form.title'), max: SITE_PAGE_TITLE_MAX, englishHint: true },
          { name: 'body', label: t('host.pages.form.body'), max: SITE_PAGE_BODY_MAX, markdown: true, rows: 16 },
        ]}
      />
      {page.key === 'recruit' ? <p className="muted">{t('host.pages.form.recruitHint')}</p> : null}
    </EditorialForm>
  );
}

/** /host/pages/{key}: edit one site page in both languages (admins); visitors see the change at once. */
export default function SitePageEditPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const key = useParams().key as SitePageKey;
  const pages = useHostSitePages();
  const save = useSaveSitePage(key);
  const page = pages.data?.find((item) => item.key === key);
  const onSave = async (input: SitePageInput) => {
    await save.mutateAsync(input);
    notify.success(t('notice.host.saved'));
    await navigate(lp('/host/pages'));
  };
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <Link className="host-back" to={lp('/host/pages')}>
        ← {t('host.pages.title')}
      </Link>
      <h1 className="page-title">{t('host.pages.editTitle', { page: t(`host.pages.keys.${key}`) })}</h1>
      {pages.isPending ? <Loading /> : null}
      {pages.isError ? <Failed onRetry={() => void pages.refetch()} /> : null}
      {page ? <SitePageForm page={page} onSave={onSave} saving={save.isPending} /> : null}
    </div>
  );
}
