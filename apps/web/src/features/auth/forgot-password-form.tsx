import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api/api-error.ts';
import { Field } from '../../ui/field.tsx';
import { useForgotPassword } from './auth-api.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Forgot password?" inside the login popup: one address in, the same "check your inbox" for any address. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return setError(t('validation.required'));
    if (!EMAIL.test(trimmed)) return setError(t('validation.email'));
    setError(null);
    forgot.mutate({ email: trimmed }, { onError: (failure) => setError(isApiError(failure) && failure.detail ? failure.detail : t('common.unexpectedError')) });
  };

  if (forgot.isSuccess) {
    return (
      <div className="auth-form" data-testid="forgot-sent">
        <p role="status">{t('auth.forgotSent', { email: email.trim() })}</p>
        <button type="button" className="btn btn-primary btn-block" onClick={onBack}>
          {t('auth.backToLogin')}
        </button>
      </div>
    );
  }
  return (
    <form className="auth-form" onSubmit={submit} noValidate data-testid="forgot-form">
      <p>{t('auth.forgotLead')}</p>
      <Field label={t('auth.email')} type="email" name="email" autoComplete="email" required value={email} error={error ?? undefined} onChange={(e) => setEmail(e.target.value)} />
      <button type="submit" className="btn btn-primary btn-block" disabled={forgot.isPending} data-testid="forgot-submit">
        {forgot.isPending ? t('auth.forgotSending') : t('auth.forgotSend')}
      </button>
      <p className="auth-switch">
        <button type="button" className="link-btn" onClick={onBack}>
          {t('auth.backToLogin')}
        </button>
      </p>
    </form>
  );
}
