import '../../../styles/console.css';
import { POLICY_VERSION_MAX, SITE_PAGE_BODY_MAX, type HostPolicyVersion, type PolicyVersionInput } from '@madang/contracts/site-pages';
import type { PolicyDocument } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Field } from '../../../ui/field.tsx';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { notify } from '../../../ui/toast.ts';
import { EditorialForm, useEditorialForm } from '../../editorial/editorial-form.tsx';
import { LocalizedFieldTabs } from '../../editorial/localized-fields.tsx';
import { HostSectionBar } from '../../host/nav/host-section-bar.tsx';
import { useHostPolicyVersions, usePublishPolicyVersion } from '../api/site-pages-api.ts';

/** A new version: its label, the day it takes effect, and its text, starting from the newest version's. */
function PolicyVersionForm({ newest, onSave, saving }: { newest: HostPolicyVersion | undefined; onSave: (input: PolicyVersionInput) => Promise<unknown>; saving: boolean }) {
  const { t } = useTranslation();
  const initial = { version: '', effective_on: '', body: newest?.body ?? { ko: '', en: '' } };
  const { values, set, errors, formError, submit } = useEditorialForm(initial, onSave);
  return (
    <EditorialForm listPath="/host/pages" saving={saving} formError={formError} onSubmit={submit}>
      <Field
        label={t('host.pages.policy.version')}
        hint={t('host.pages.policy.versionHint')}
        value={values.version}
        maxLength={POLICY_VERSION_MAX}
        required
        error={errors.version}
        onChange={(event) => set('version', event.target.value)}
      />
      <Field
        type="date"
        label={t('host.pages.policy.effectiveOn')}
        value={values.effective_on}
        required
        error={errors.effective_on}
        onChange={(event) => set('effective_on', event.target.value)}
      />
      <LocalizedFieldTabs
        values={values}
        errors={errors}
        set={set}
        fields={[{ name: 'body', label: t('host.pages.form.body'), max: SITE_PAGE_BODY_MAX, markdown: true, rows: 16 }]}
      />
    </EditorialForm>
  );
}

/**
 * /host/pages/policies/{document}: a policy's versions and the form that publishes a new one (admins). Versions are
 * never edited: a change is a new version, so what a member agreed to stays as they read it.
 */
export default function PolicyEditPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const document = useParams().document as PolicyDocument;
  const versions = useHostPolicyVersions(document);
  const publish = usePublishPolicyVersion(document);
  const onSave = async (input: PolicyVersionInput) => {
    await publish.mutateAsync(input);
    notify.success(t('host.pages.policy.published'));
    await navigate(lp('/host/pages'));
  };
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <Link className="host-back" to={lp('/host/pages')}>
        ← {t('host.pages.title')}
      </Link>
      <h1 className="page-title">{t(`policy.${document}`)}</h1>
      {versions.isPending ? <Loading /> : null}
      {versions.isError ? <Failed onRetry={() => void versions.refetch()} /> : null}
      {versions.data ? (
        <>
          <section className="host-section" aria-labelledby="policy-versions-title">
            <h2 id="policy-versions-title" className="cpt-section-title">
              {t('host.pages.policy.versions')}
            </h2>
            <ul>
              {versions.data.map((item) => (
                <li key={item.version}>
                  <Link to={lp(`/policy?doc=${document}&version=${encodeURIComponent(item.version)}`)}>
                    {t('policy.version', { version: item.version, date: item.effective_on })}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <h2 className="cpt-section-title">{t('host.pages.policy.newTitle')}</h2>
          <PolicyVersionForm newest={versions.data[0]} onSave={onSave} saving={publish.isPending} />
        </>
      ) : null}
    </div>
  );
}
