import { useTranslation } from 'react-i18next';
import type { ApiToken } from '@madang/contracts';

interface TokenListProps {
  tokens: ApiToken[];
  busy: boolean;
  onRevoke: (token: ApiToken) => void;
  onReissue: (token: ApiToken) => void;
}

export function TokenList({ tokens, busy, onRevoke, onReissue }: TokenListProps) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (tokens.length === 0) return <p className="muted">{t('apiToken.none')}</p>;
  return (
    <ul className="token-list" aria-label={t('apiToken.listLabel')}>
      {tokens.map((token) => (
        <li key={token.id} className="token-row" data-testid="api-token-row">
          <div>
            <strong>{token.name}</strong> <code className="muted">{token.prefix}…</code>
            <p className="muted small">
              {t('apiToken.createdAt', { date: format.format(new Date(token.created_at)) })} ·{' '}
              {token.last_used_at ? t('apiToken.lastUsedAt', { date: format.format(new Date(token.last_used_at)) }) : t('apiToken.neverUsed')}
            </p>
          </div>
          <div className="token-actions">
            <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => onReissue(token)} data-testid="api-token-reissue">
              {t('apiToken.reissue')}
            </button>
            <button type="button" className="btn btn-danger btn-sm" disabled={busy} onClick={() => onRevoke(token)} data-testid="api-token-revoke">
              {t('apiToken.revoke')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
