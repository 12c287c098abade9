import { useTranslation } from 'react-i18next';
import type { ApiToken } from '@madang/contracts';
import { formatDate } from '../../lib/format/dates.ts';

interface TokenListProps {
  tokens: ApiToken[];
  busy: boolean;
  onRevoke: (token: ApiToken) => void;
  onReissue: (token: ApiToken) => void;
}

export function TokenList({ tokens, busy, onRevoke, onReissue }: TokenListProps) {
  const { t, i18n } = useTranslation();
  if (tokens.length === 0) return <p className="muted">{t('apiToken.none')}</p>;
  return (
    <ul className="token-list" aria-label={t('apiToken.listLabel')}>
      {tokens.map((token) => (
        <li key={token.id} className="token-row" data-testid="api-token-row">
          <div>
            <strong>{token.name}</strong> <code className="muted">{token.prefix}…</code>
            <p className="muted small">
              {t('apiToken.createdAt', { date: formatDate(token.created_at, i18n.language, { withTime: true }) })} ·{' '}
              {token.last_used_at ? t('apiToken.lastUsedAt', { date: formatDate(token.last_used_at, i18n.language, { withTime: true }) }) : t('apiToken.neverUsed')}
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
