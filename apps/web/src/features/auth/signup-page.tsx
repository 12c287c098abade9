import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openLoginPopup } from '../../app/app-state.ts';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { useSession } from '../session/use-session.ts';
import { SignupForm } from './signup-form.tsx';

export default function SignupPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { user } = useSession();
  return (
    <div className="container narrow page-pad">
      <div className="card auth-card">
        <h1 className="page-title">{t('auth.signupTitle')}</h1>
        <p className="muted">{t('auth.signupLead')}</p>
        {user ? (
          <p>
            {t('auth.alreadyLoggedIn', { name: user.name })} <Link to={lp('/')}>{t('errorPage.homeLink')}</Link>
          </p>
        ) : (
          <SignupForm onSwitchToLogin={() => openLoginPopup(1)} />
        )}
      </div>
    </div>
  );
}
