import '../../styles/console.css';
import './host.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../lib/api/api-error-text.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { Field } from '../../ui/field.tsx';
import { notify } from '../../ui/toast.ts';
import { Loading } from '../../ui/query-state.tsx';
import { useAdminUser, useGrantRole } from './api/host-api.ts';
import { HostSectionBar } from './nav/host-section-bar.tsx';

type GrantableRole = 'member' | 'host' | 'educator';

/** What an admin can make of a member with this role: host or educator, or back to member. */
function roleChanges(current: string): { role: GrantableRole; label: string }[] {
  const changes: { role: GrantableRole; label: string }[] = [];
  if (current !== 'host') changes.push({ role: 'host', label: 'host.roles.grant' });
  if (current !== 'educator') changes.push({ role: 'educator', label: 'host.roles.grantEducator' });
  if (current === 'host') changes.push({ role: 'member', label: 'host.roles.revoke' });
  if (current === 'educator') changes.push({ role: 'member', label: 'host.roles.revokeEducator' });
  return changes;
}

const GRANTED = { host: 'host.roles.granted', educator: 'host.roles.grantedEducator' } as const;
const REVOKED = { host: 'host.roles.revoked', educator: 'host.roles.revokedEducator' } as const;

/** /host/roles (admins only): find a member by e-mail and make them a host or an educator, or take the role back. */
export default function RolesPage() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState('');
  const found = useAdminUser(email);
  const grant = useGrantRole();
  const search = (event: FormEvent) => {
    event.preventDefault();
    setEmail(typed.trim());
  };
  const notFound = found.isError && isApiError(found.error) && found.error.status === 404;
  const user = found.data;
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <header className="host-head">
        <h1 className="page-title">{t('host.roles.title')}</h1>
      </header>
      <div className="host-stack">
        <form className="cpt-panel host-section" onSubmit={search} role="search">
          <p className="cell-sub">{t('host.roles.lead')}</p>
          <div className="host-inline">
            <Field type="email" label={t('host.roles.email')} value={typed} onChange={(e) => setTyped(e.target.value)} required autoComplete="off" />
            <button type="submit" className="btn btn-primary btn-sm" disabled={!typed.trim()}>
              {t('host.roles.search')}
            </button>
          </div>
        </form>
        {email && found.isFetching && !user ? <Loading /> : null}
        {notFound ? (
          <p className="cpt-callout" role="status">
            {t('host.roles.notFound', { email })}
          </p>
        ) : null}
        {found.isError && !notFound ? (
          <p className="field-error" role="alert">
            {apiErrorText(found.error, t)}
          </p>
        ) : null}
        {user ? (
          <section className="cpt-panel host-section" data-testid="role-result" aria-label={t('host.roles.result')}>
            <p>
              <strong>{user.name}</strong> <span className="cell-sub mono">{user.email}</span>
            </p>
            <p data-testid="role-current">{t('host.roles.current', { role: t(`host.roles.role.${user.role}`) })}</p>
            {user.role === 'admin' ? (
              <p className="cell-sub">{t('host.roles.adminFixed')}</p>
            ) : (
              <div className="host-inline">
                {roleChanges(user.role).map(({ role, label }) => (
                  <button
                    key={role}
                    type="button"
                    className={role === 'member' ? 'btn btn-outline btn-sm' : 'btn btn-primary btn-sm'}
                    disabled={grant.isPending}
                    onClick={() =>
                      grant.mutate(
                        { email: user.email, role },
                        {
                          onSuccess: () => notify.success(t(role === 'member' ? REVOKED[user.role as 'host' | 'educator'] : GRANTED[role], { name: user.name })),
                          onError: (e) => notify.error(apiErrorText(e, t)),
                        },
                      )
                    }
                  >
                    {t(label)}
                  </button>
                ))}
              </div>
            )}
          </section>
        ) : null}
      </div>
    </div>
  );
}
