import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@madang/contracts';
import { openLoginPopup } from '../../app/app-state.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { Field } from '../../ui/field.tsx';
import { useResetPassword } from './auth-api.ts';

/**
 * The target of the reset mail's link, /account/reset-password?token=… (not a page of the spec). The page
 * only reads the token; setting the password is a POST.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token');
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    if (!password) return setError(t('validation.required'));
    if (password.length < PASSWORD_MIN) return setError(t('validation.too_short', { min: PASSWORD_MIN }));
    if (password.length > PASSWORD_MAX) return setError(t('validation.too_long', { max: PASSWORD_MAX }));
    setError(null);
    reset.mutate(
      { token, password },
      {
        onError: (failure) => {
          const detail = isApiError(failure) ? (failure.fields[0]?.detail ?? failure.detail) : '';
          setError(detail || t('common.unexpectedError'));
        },
      },
    );
  };

  let body: React.ReactNode;
  if (!token) body = <p role="alert">{t('errors.invalid_reset')}</p>;
  else if (reset.isSuccess) {
    body = (
      <>
        <p role="status" data-testid="reset-done">
          {t('auth.resetDone')}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => openLoginPopup(1)} data-testid="reset-login">
          {t('auth.login')}
        </button>
      </>
    );
  } else {
    body = (
      <form className="auth-form" onSubmit={submit} noValidate data-testid="reset-form">
        <p>{t('auth.resetLead')}</p>
        <Field
          label={t('auth.newPassword')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          hint={t('auth.passwordHint', { min: PASSWORD_MIN })}
          error={error ?? undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={reset.isPending} data-testid="reset-submit">
          {reset.isPending ? t('auth.resetSaving') : t('auth.resetSave')}
        </button>
      </form>
    );
  }

  return (
    <div className="container narrow page-pad">
      <div className="card auth-card" data-testid="reset-password">
        <h1 className="page-title">{t('auth.resetTitle')}</h1>
        {body}
      </div>
    </div>
  );
}
