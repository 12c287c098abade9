import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toast.ts';
import { closeLoginPopup, getAppState, openFindAccount, setAppState, showMailNeeded } from '../../app/app-state.ts';
import { useLocale, useLocalePath } from '../../i18n/use-locale.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { Field } from '../../ui/field.tsx';
import { useLogin } from './auth-api.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { GoogleButton } from './google-button.tsx';
import { KakaoButton } from './kakao-button.tsx';

export function LoginForm({ onSwitchToSignup }: { onSwitchToSignup: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const login = useLogin();
  const [mail, setMail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [forgotten, setForgotten] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const { loginReturnTo, redirectOnce } = getAppState();
    const returnTo = loginReturnTo ?? `${window.location.pathname}${window.location.search}`;
    login.mutate(
      { mail: mail.trim(), password, returnTo, locale: locale === 'en' ? 'en' : '' },
      {
        onSuccess: (body) => {
          closeLoginPopup();
          notify.success(t('auth.welcome', { name: body.data.myInfo.name }));
          // After mail activation the first login lands on the home page once.
          if (redirectOnce) {
            setAppState({ redirectOnce: false });
            void navigate(lp('/'));
          } else if (loginReturnTo) {
            void navigate(loginReturnTo);
          }
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.messageKey === 'need_mail_active') {
            showMailNeeded(mail.trim());
            return;
          }
          setError(isApiError(failure) && failure.detail ? failure.detail : t('common.unexpectedError'));
        },
      },
    );
  };

  if (forgotten) return <ForgotPasswordForm initialEmail={mail.trim()} onBack={() => setForgotten(false)} />;
  return (
    <form className="auth-form" onSubmit={submit} noValidate data-testid="login-form">
      <Field label={t('auth.email')} type="email" name="mail" autoComplete="email" required value={mail} onChange={(e) => setMail(e.target.value)} />
      <Field label={t('auth.password')} type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <p className="auth-switch">
        <button type="button" className="link-btn" onClick={() => setForgotten(true)} data-testid="forgot-password">
          {t('auth.forgotPassword')}
        </button>
        {' · '}
        <button type="button" className="link-btn" onClick={openFindAccount} data-testid="login-find-account">
          {t('auth.findAccount.link')}
        </button>
      </p>
      {error ? (
        <p className="form-error" role="alert" data-testid="login-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-block" disabled={login.isPending} data-testid="login-submit">
        {login.isPending ? t('auth.loggingIn') : t('auth.login')}
      </button>
      <p className="auth-divider">{t('auth.or')}</p>
      <GoogleButton />
      <KakaoButton />
      <p className="auth-switch">
        {t('auth.noAccount')}{' '}
        <button type="button" className="link-btn" onClick={onSwitchToSignup}>
          {t('auth.signup')}
        </button>
      </p>
    </form>
  );
}
