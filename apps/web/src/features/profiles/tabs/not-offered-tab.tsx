import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { useProfile } from '../profile-layout-page.tsx';

/** Learning certificates and payment history: this platform has neither, and says so plainly. */
export function NotOfferedTab() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { head } = useProfile();
  const payments = useLocation().pathname.endsWith('/payment-history');
  return (
    <section className="card profile-section profile-empty" data-testid="not-offered">
      <h2>{t(payments ? 'profile.notOffered.paymentsTitle' : 'profile.notOffered.learningTitle')}</h2>
      <p className="muted">{t(payments ? 'profile.notOffered.paymentsText' : 'profile.notOffered.learningText')}</p>
      <Link className="btn btn-outline btn-sm" to={lp(`/myprofile/${head.id}/certificate`)}>
        {t('profile.notOffered.toCertificates')}
      </Link>
    </section>
  );
}
