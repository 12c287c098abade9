import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiTokenIssued } from '@madang/contracts';

/** The new token with a copy button and the warning that it will not be shown again. */
export function IssuedToken({ issued, onDone }: { issued: ApiTokenIssued; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(issued.token);
    setCopied(true);
  };
  return (
    <div className="issued-token" role="status" data-testid="api-token-issued">
      <p className="issued-token-warning">{t('apiToken.showOnce')}</p>
      <div className="issued-token-row">
        <code data-testid="api-token-value">{issued.token}</code>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void copy()} data-testid="api-token-copy">
          {copied ? t('apiToken.copied') : t('apiToken.copy')}
        </button>
      </div>
      <button type="button" className="btn btn-primary btn-sm" onClick={onDone}>
        {t('apiToken.stored')}
      </button>
    </div>
  );
}
