import './site-pages.css';
import { policyDocuments, type PolicyVersionItem, type PolicyView } from '@madang/contracts/site-pages';
import type { PolicyDocument } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { Markdown } from '../../ui/markdown/markdown.tsx';
import { Failed, Loading } from '../../ui/query-state.tsx';
import { usePolicy } from './api/site-pages-api.ts';

const isDocument = (value: string | null): value is PolicyDocument => policyDocuments.includes(value as PolicyDocument);

/**
 * /policy: the terms, the privacy policy and the marketing consent. Each shows the version in effect with its date,
 * and every version stays a link away (`?doc=privacy&version=23.3.29`), since a member's consent names the one read.
 */
export default function PolicyPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const [params] = useSearchParams();
  const doc = params.get('doc');
  const document: PolicyDocument = isDocument(doc) ? doc : 'terms';
  const version = params.get('version') ?? undefined;
  const policy = usePolicy(document, version);
  const inEffectOn = (view: PolicyView) => view.versions.find((item) => item.version === view.current)?.effective_on ?? '';
  // The one in effect says so; one dated after it is announced and takes effect on its day.
  const statusOf = (item: PolicyVersionItem, view: PolicyView) =>
    item.version === view.current ? ` · ${t('about.policy.inEffect')}` : item.effective_on > inEffectOn(view) ? ` · ${t('about.policy.upcoming')}` : '';
  const link = (to: PolicyDocument, v?: string) => lp(`/policy?doc=${to}${v ? `&version=${encodeURIComponent(v)}` : ''}`);
  return (
    <div className="container page-pad site-page">
      <h1 className="page-title">{t('about.policy.title')}</h1>
      <nav className="policy-tabs" aria-label={t('about.policy.documents')}>
        {policyDocuments.map((name) => (
          <Link key={name} to={link(name)} className="policy-tab" aria-current={name === document ? 'page' : undefined}>
            {t(`policy.${name}`)}
          </Link>
        ))}
      </nav>
      {policy.isPending ? <Loading /> : null}
      {policy.isError ? <Failed text={t('policy.loadFailed')} onRetry={() => void policy.refetch()} /> : null}
      {policy.data ? (
        <article aria-labelledby="policy-heading" className="policy-body">
          <h2 id="policy-heading">{t(`policy.${document}`)}</h2>
          <p className="muted" data-testid="policy-version">
            {t('policy.version', { version: policy.data.version, date: policy.data.effective_on })}
            {statusOf(policy.data, policy.data)}
          </p>
          {policy.data.version !== policy.data.current ? (
            <p className="policy-note" role="note">
              {t('about.policy.notCurrent')} <Link to={link(document)}>{t('about.policy.readCurrent', { version: policy.data.current })}</Link>
            </p>
          ) : null}
          <Markdown source={policy.data.body} testId="policy-text" />
          <section aria-labelledby="policy-versions" className="policy-versions">
            <h3 id="policy-versions">{t('about.policy.versions')}</h3>
            <ul>
              {policy.data.versions.map((item) => (
                <li key={item.version}>
                  {item.version === policy.data.version ? (
                    <strong aria-current="true">{t('policy.version', { version: item.version, date: item.effective_on })}</strong>
                  ) : (
                    <Link to={link(document, item.version)}>{t('policy.version', { version: item.version, date: item.effective_on })}</Link>
                  )}
                  {statusOf(item, policy.data)}
                </li>
              ))}
            </ul>
          </section>
        </article>
      ) : null}
    </div>
  );
}
