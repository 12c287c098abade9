import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiToken, ApiTokenIssued } from '@madang/contracts';
import { apiErrorText } from '../../lib/api/api-error-text.ts';
import { Field } from '../../ui/field.tsx';
import { notify } from '../../ui/toast.ts';
import { useApiTokens, useIssueApiToken, useRevokeApiToken } from './api-token-api.ts';
import { IssuedToken } from './issued-token.tsx';
import { TokenList } from './token-list.tsx';

const PYTHON_EXAMPLE = `from madang import Client
client = Client("mdg_…", "${typeof window === 'undefined' ? '' : window.location.origin}")
print(client.submit(competition_id, "submission.csv", memo="v1")["public_score"])`;

/** The Python API token page: a token submits for its owner from scripts and notebooks, and nothing else. */
export function ApiTokenSection() {
  const { t } = useTranslation();
  const tokens = useApiTokens();
  const issue = useIssueApiToken();
  const revoke = useRevokeApiToken();
  const [name, setName] = useState('');
  const [issued, setIssued] = useState<ApiTokenIssued | null>(null);
  const [error, setError] = useState<string>();

  const onIssued = { onSuccess: (result: ApiTokenIssued) => setIssued(result), onError: (failure: unknown) => setError(apiErrorText(failure, t)) };
  const create = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    issue.mutate(
      { name: name.trim() || t('apiToken.defaultName') },
      {
        ...onIssued,
        onSuccess: (result) => {
          setName('');
          setIssued(result);
        },
      },
    );
  };
  const reissue = (token: ApiToken) => issue.mutate({ reissueId: token.id }, onIssued);
  const revokeToken = (token: ApiToken) =>
    revoke.mutate(token.id, { onSuccess: () => notify.success(t('apiToken.revoked', { name: token.name })), onError: (failure) => setError(apiErrorText(failure, t)) });

  return (
    <section className="card account-section" aria-labelledby="account-api-token" data-testid="api-token-section">
      <h2 id="account-api-token">{t('apiToken.title')}</h2>
      <p className="muted">{t('apiToken.intro')}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the sample scrolls sideways, and keyboard users scroll what they can focus */}
      <pre className="code-sample" role="region" aria-label={t('apiToken.exampleLabel')} tabIndex={0}>
        <code>{PYTHON_EXAMPLE}</code>
      </pre>
      {issued ? <IssuedToken issued={issued} onDone={() => setIssued(null)} /> : null}
      {tokens.data ? <TokenList tokens={tokens.data} busy={issue.isPending || revoke.isPending} onRevoke={revokeToken} onReissue={reissue} /> : null}
      <form className="token-create" onSubmit={create} noValidate>
        <Field label={t('apiToken.nameLabel')} value={name} maxLength={40} placeholder={t('apiToken.defaultName')} onChange={(e) => setName(e.target.value)} error={error} />
        <button type="submit" className="btn btn-primary" disabled={issue.isPending} data-testid="api-token-create">
          {t('apiToken.create')}
        </button>
      </form>
    </section>
  );
}
