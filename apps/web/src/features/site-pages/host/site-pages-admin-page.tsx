import '../../../styles/console.css';
import { policyDocuments } from '@madang/contracts/site-pages';
import { TALK_INQUIRY_POSTS } from '@madang/contracts/talkboard';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { formatDate } from '../../../lib/format/dates.ts';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { inConsoleLanguage } from '../../editorial/admin-row.tsx';
import { HostSectionBar } from '../../host/nav/host-section-bar.tsx';
import { useHostSitePages } from '../api/site-pages-api.ts';

const INQUIRY_POSTS = [
  [TALK_INQUIRY_POSTS.hosting, 'host.pages.inquiryHosting'],
  [TALK_INQUIRY_POSTS.learning, 'host.pages.inquiryLearning'],
] as const;

/** /host/pages: the site's pages whose prose admins write, and the policy documents with their versions (admins). */
export default function SitePagesAdminPage() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const pages = useHostSitePages();
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <h1 className="page-title">{t('host.pages.title')}</h1>
      <p className="host-lead">{t('host.pages.lead')}</p>
      <section className="host-section" aria-labelledby="host-pages-list">
        <h2 id="host-pages-list" className="cpt-section-title">
          {t('host.pages.pagesTitle')}
        </h2>
        {pages.isPending ? <Loading /> : null}
        {pages.isError ? <Failed onRetry={() => void pages.refetch()} /> : null}
        {pages.data ? (
          <ul className="notice-admin-list" aria-label={t('host.pages.pagesTitle')}>
            {pages.data.map((page) => (
              <li key={page.key} className="notice-admin-row" data-testid="host-site-page-row">
                <div className="notice-admin-main">
                  <span className="notice-row-labels">
                    <span className="chip chip-quiet">{t(`host.pages.keys.${page.key}`)}</span>
                  </span>
                  <Link className="host-title-link" to={lp(`/host/pages/${page.key}`)}>
                    {inConsoleLanguage(page.title, i18n.language)}
                  </Link>
                  <span className="muted notice-row-meta">{t('host.pages.updated', { date: formatDate(page.updated_at, i18n.language) })}</span>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="host-section" aria-labelledby="host-policies-list">
        <h2 id="host-policies-list" className="cpt-section-title">
          {t('host.pages.policiesTitle')}
        </h2>
        <ul className="notice-admin-list" aria-label={t('host.pages.policiesTitle')}>
          {policyDocuments.map((document) => (
            <li key={document} className="notice-admin-row">
              <div className="notice-admin-main">
                <Link className="host-title-link" to={lp(`/host/pages/policies/${document}`)}>
                  {t(`policy.${document}`)}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="host-section" aria-labelledby="host-inquiry-posts">
        <h2 id="host-inquiry-posts" className="cpt-section-title">
          {t('host.pages.inquiryTitle')}
        </h2>
        <p className="muted">{t('host.pages.inquiryLead')}</p>
        <ul className="notice-admin-list" aria-label={t('host.pages.inquiryTitle')}>
          {INQUIRY_POSTS.map(([id, label]) => (
            <li key={id} className="notice-admin-row">
              <div className="notice-admin-main">
                <Link className="host-title-link" to={lp(`/forum/${id}/edit`)}>
                  {t(label)}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
