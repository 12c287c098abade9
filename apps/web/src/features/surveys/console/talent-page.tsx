import '../../../styles/console.css';
import '../surveys.css';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { talentLevels, talentWishes } from '@madang/contracts/surveys';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { Field } from '../../../ui/field.tsx';
import { Empty, Loading } from '../../../ui/query-state.tsx';
import { notify } from '../../../ui/toast.ts';
import { useActionErrorText } from '../../../ui/use-form-errors.ts';
import { HostSectionBar } from '../../host/nav/host-section-bar.tsx';
import { useSession } from '../../session/use-session.ts';
import { type TalentQuery, useGrantTalentSearch, useTalentSearch } from './surveys-console-api.ts';

/** Admins let a host search the pool, or take it back, by the host's e-mail. */
function AccessForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const grant = useGrantTalentSearch();
  const errorText = useActionErrorText();
  const send = (granted: boolean) =>
    grant.mutate(
      { email: email.trim(), granted },
      {
        onSuccess: (result) => notify.success(t(granted ? 'survey.talent.granted' : 'survey.talent.revoked', { name: result.name })),
        onError: (error) => notify.error(errorText(error)),
      },
    );
  return (
    <section className="cpt-panel host-section" aria-label={t('survey.talent.accessTitle')}>
      <h2 className="section-title">{t('survey.talent.accessTitle')}</h2>
      <div className="host-inline">
        <Field type="email" label={t('survey.talent.accessEmail')} value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
        <button type="button" className="btn btn-primary btn-sm" disabled={!email.trim() || grant.isPending} onClick={() => send(true)}>
          {t('survey.talent.grant')}
        </button>
        <button type="button" className="btn btn-outline btn-sm" disabled={!email.trim() || grant.isPending} onClick={() => send(false)}>
          {t('survey.talent.revoke')}
        </button>
      </div>
    </section>
  );
}

/** /host/talent: the talent pool's search by skill, level and wish (admins, and hosts an admin allowed). */
export default function TalentPage() {
  const { t } = useTranslation();
  const isAdmin = useSession().user?.role === 'admin';
  const [draft, setDraft] = useState<TalentQuery>({});
  const [query, setQuery] = useState<TalentQuery | null>({});
  const found = useTalentSearch(query);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(Object.fromEntries(Object.entries(draft).filter(([, value]) => value)));
  };
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <header className="host-head">
        <h1 className="page-title">{t('survey.talent.title')}</h1>
      </header>
      <div className="host-stack">
        {isAdmin ? <AccessForm /> : null}
        <form className="cpt-panel host-section" role="search" onSubmit={search}>
          <div className="host-inline">
            <Field label={t('survey.talent.skill')} value={draft.skill ?? ''} onChange={(e) => setDraft({ ...draft, skill: e.target.value })} />
            <label className="field survey-select">
              <span>{t('survey.talent.level')}</span>
              <select className="host-select" value={draft.level ?? ''} onChange={(e) => setDraft({ ...draft, level: e.target.value })}>
                <option value="">{t('survey.talent.any')}</option>
                {talentLevels.map((level) => (
                  <option key={level} value={level}>
                    {t(`survey.levels.${level}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field survey-select">
              <span>{t('survey.talent.wish')}</span>
              <select className="host-select" value={draft.wish ?? ''} onChange={(e) => setDraft({ ...draft, wish: e.target.value })}>
                <option value="">{t('survey.talent.any')}</option>
                {talentWishes.map((wish) => (
                  <option key={wish} value={wish}>
                    {t(`survey.wishes.${wish}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn btn-primary btn-sm">
              {t('survey.talent.search')}
            </button>
          </div>
        </form>
        {found.isFetching && !found.data ? <Loading /> : null}
        {found.isError ? (
          <p className="cpt-callout" role="alert">
            {apiErrorText(found.error, t)}
          </p>
        ) : null}
        {found.data?.length === 0 ? <Empty text={t('survey.talent.none')} /> : null}
        {found.data?.length ? (
          <div className="cpt-table-wrap">
            <table className="cpt-table" aria-label={t('survey.talent.results')}>
              <thead>
                <tr>
                  <th scope="col">{t('survey.talent.name')}</th>
                  <th scope="col">{t('survey.talent.email')}</th>
                  <th scope="col">{t('survey.talent.skill')}</th>
                  <th scope="col">{t('survey.talent.level')}</th>
                  <th scope="col">{t('survey.talent.wish')}</th>
                </tr>
              </thead>
              <tbody>
                {found.data.map((row) => (
                  <tr key={row.user_id} data-testid="talent-row">
                    <td>{row.name}</td>
                    <td>
                      <a href={`mailto:${row.email}`}>{row.email}</a>
                    </td>
                    <td>{row.skills.join(', ')}</td>
                    <td>{t(`survey.levels.${row.level}`)}</td>
                    <td>{t(`survey.wishes.${row.wish}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </div>
  );
}
