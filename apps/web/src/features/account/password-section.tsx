import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN, type MyInfo } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toast.ts';
import { apiErrorText } from '../../lib/api/api-error-text.ts';
import { Field } from '../../ui/field.tsx';
import { useUpdateProfile } from './account-api.ts';

/** Changes the password; an account made through a social provider sets its first one without a current one. */
export function PasswordSection({ user }: { user: MyInfo }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const update = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (user.has_password && !current) found.current = t('validation.required');
    if (next.length < PASSWORD_MIN) found.next = t('validation.too_short', { min: PASSWORD_MIN });
    setErrors(found);
    if (found.current || found.next) return;
    update.mutate(
      { ...(user.has_password ? { currentPassword: current } : {}), newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          notify.success(t('account.passwordChanged'));
        },
        onError: (failure) => setErrors(user.has_password ? { current: apiErrorText(failure, t) } : { next: apiErrorText(failure, t) }),
      },
    );
  };

  return (
    <form className="card account-section" onSubmit={submit} noValidate aria-labelledby="account-password">
      <h2 id="account-password">{t(user.has_password ? 'account.passwordTitle' : 'account.setPasswordTitle')}</h2>
      {user.has_password ? (
        <Field
          label={t('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={errors.current}
        />
      ) : (
        <p className="muted">{t('account.setPasswordHelp')}</p>
      )}
      <Field
        label={t('account.newPassword')}
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={errors.next}
        hint={t('auth.passwordHint', { min: PASSWORD_MIN })}
      />
      <p className="muted">{t('account.passwordEndsAccess')}</p>
      <button type="submit" className="btn btn-primary" disabled={update.isPending}>
        {t('account.changePassword')}
      </button>
    </form>
  );
}
