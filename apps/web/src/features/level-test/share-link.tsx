import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EduCategory } from '@madang/contracts';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { resultPath } from './lib/result-query.ts';

/** The result's own address to copy: it holds the answers, so whoever opens it sees this result. */
export function ShareLink({ answers, interests }: { answers: readonly number[]; interests: readonly EduCategory[] }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const url = `${window.location.origin}${lp(resultPath(answers, interests))}`;
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  return (
    <section className="lt-card" aria-labelledby="lt-share-title">
      <h2 id="lt-share-title">{t('levelTest.result.share')}</h2>
      <div className="lt-share">
        <input readOnly value={url} aria-labelledby="lt-share-title" onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="btn btn-outline" onClick={copy}>
          {t('levelTest.result.copy')}
        </button>
      </div>
      <p role="status" className="muted">
        {copied === 'yes' ? t('levelTest.result.copied') : copied === 'no' ? t('levelTest.result.copyFailed') : ''}
      </p>
    </section>
  );
}
