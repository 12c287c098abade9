import { lazy, Suspense, useState } from 'react';
import type { PolicyDocument } from '@madang/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { builtLinks } from '../../app/routing/page-of.ts';
import { Logo } from '../../ui/logo.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { socialLinks } from './social-links.ts';

const PolicyPopup = lazy(() => import('../../features/policy/policy-popup.tsx'));

const pageLinks = builtLinks([
  { to: '/about', label: 'footer.about' },
  { to: '/more/recruit', label: 'footer.hiring' },
]);

export function SiteFooter() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const [policy, setPolicy] = useState<PolicyDocument | null>(null);

  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <div className="footer-brand">
          <Logo label={t('common.brand')} />
          <p>{t('footer.tagline')}</p>
        </div>
        <nav className="footer-links" aria-label={t('footer.label')}>
          {pageLinks.map((link) => (
            <Link key={link.to} to={lp(link.to)}>
              {t(link.label)}
            </Link>
          ))}
          <button type="button" onClick={() => setPolicy('terms')}>
            {t('footer.terms')}
          </button>
          <button type="button" className="footer-strong" onClick={() => setPolicy('privacy')}>
            {t('footer.privacy')}
          </button>
          <Link to={lp('/sponsorship')}>{t('footer.hostInquiry')}</Link>
          <Link to={lp('/forum/406358')}>{t('footer.businessInquiry')}</Link>
        </nav>
        <div className="footer-bottom">
          {socialLinks.length > 0 ? (
            <ul className="footer-social" aria-label={t('footer.social')}>
              {socialLinks.map((link) => (
                <li key={link.channel}>
                  <a href={link.href} target="_blank" rel="noreferrer">
                    {t(`footer.channels.${link.channel}`)}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <LanguageSwitch />
          <p className="footer-copy">{t('footer.copyright')}</p>
        </div>
      </div>
      <Suspense fallback={null}>{policy ? <PolicyPopup document={policy} onClose={() => setPolicy(null)} /> : null}</Suspense>
    </footer>
  );
}
