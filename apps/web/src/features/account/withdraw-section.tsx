import { useState, type FormEvent } from 'react';
import { WITHDRAWN_REJOIN_DAYS, type MyInfo } from '@madang/contracts';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toast.ts';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { apiErrorText } from '../../lib/api/api-error-text.ts';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useWithdraw } from './account-api.ts';

/** Withdrawal, confirmed by the password, or by typing the e-mail where the account has no password. */
export function WithdrawSection({ user }: { user: MyInfo }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const withdraw = useWithdraw();
  const [open, setOpen] = useState(false);
  const [proof, setProof] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!proof) return setError(t('validation.required'));
    withdraw.mutate(
      { ...(user.has_password ? { password: proof } : { confirm_email: proof }), ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          setOpen(false);
          notify.success(t('account.withdrawn'));
          void navigate(lp('/'));
        },
        onError: (failure) => setError(apiErrorText(failure, t)),
      },
    );
  };

  return (
    <section className="card account-section danger" aria-labelledby="account-withdraw">
      <h2 id="account-withdraw">{t('account.withdrawTitle')}</h2>
      <p className="muted">{t('account.withdrawRule', { days: WITHDRAWN_REJOIN_DAYS })}</p>
      <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
        {t('account.withdraw')}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t('account.withdrawConfirmTitle')} testId="withdraw-popup">
        <form className="auth-form" onSubmit={submit} noValidate>
          <p>{t('account.withdrawRule', { days: WITHDRAWN_REJOIN_DAYS })}</p>
          {user.has_password ? (
            <Field label={t('account.currentPassword')} type="password" autoComplete="current-password" value={proof} onChange={(e) => setProof(e.target.value)} error={error} />
          ) : (
            <Field
              label={t('account.confirmEmail', { email: user.email })}
              type="email"
              autoComplete="off"
              value={proof}
              onChange={(e) => setProof(e.target.value)}
              error={error}
            />
          )}
          <Field label={t('account.withdrawReason')} value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
          <button type="submit" className="btn btn-danger btn-block" disabled={withdraw.isPending}>
            {t('account.withdrawConfirm')}
          </button>
        </form>
      </Modal>
    </section>
  );
}
