import { useTranslation } from 'react-i18next';
import { closeLoginPopup, setAppState, useAppState } from '../../app/app-state.ts';
import { Modal } from '../../ui/modal.tsx';
import { LoginForm } from './login-form.tsx';
import { SignupForm } from './signup-form.tsx';
import { SocialSignupForm } from './social-signup-form.tsx';

/** The login/sign-up popup: state 1 shows login, 2 sign-up, and the user can switch between them. */
export function LoginPopup() {
  const { t } = useTranslation();
  const mode = useAppState((s) => s.loginPopup);
  const socialSignup = useAppState((s) => s.socialSignup);
  const show = (next: 1 | 2) => setAppState({ loginPopup: next });
  return (
    <Modal open={mode !== 0} onOpenChange={(open) => !open && closeLoginPopup()} title={mode === 2 ? t('auth.signupTitle') : t('auth.loginTitle')} testId="login-popup">
      <div className="tabs" role="tablist" aria-label={t('auth.modeLabel')}>
        <button type="button" role="tab" aria-selected={mode === 1} onClick={() => show(1)} data-testid="login-tab">
          {t('auth.login')}
        </button>
        <button type="button" role="tab" aria-selected={mode === 2} onClick={() => show(2)} data-testid="signup-tab">
          {t('auth.signup')}
        </button>
      </div>
      {mode === 1 ? <LoginForm onSwitchToSignup={() => show(2)} /> : socialSignup ? <SocialSignupForm pending={socialSignup} /> : <SignupForm onSwitchToLogin={() => show(1)} />}
    </Modal>
  );
}
