import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toast.ts';
import { closeMailActivation, closeMailNeeded, closeSignupMail, openLoginPopup, useAppState } from '../../app/app-state.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { Modal } from '../../ui/modal.tsx';
import { useResendMail } from './auth-api.ts';

function ResendButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendMail();
  return (
    <button
      type="button"
      className="btn btn-outline"
      disabled={resend.isPending}
      data-testid="resend-mail"
      onClick={() =>
        resend.mutate(email, {
          onSuccess: () => notify.success(t('auth.mailResent')),
          onError: (error) => notify.error(isApiError(error) && error.detail ? error.detail : t('common.unexpectedError')),
        })
      }
    >
      {t('auth.resendMail')}
    </button>
  );
}

/** After sign-up: a mail is on its way. */
export function SignupMailPopup() {
  const { t } = useTranslation();
  const open = useAppState((s) => s.isSignup);
  const email = useAppState((s) => s.joinMail) ?? '';
  return (
    <Modal open={open} onOpenChange={(next) => !next && closeSignupMail()} title={t('auth.signupMailTitle')} testId="signup-mail-popup">
      <p>{t('auth.signupMailBody', { email })}</p>
      <p className="muted">{t('auth.mailHelp')}</p>
      <div className="modal-actions">
        <ResendButton email={email} />
        <button type="button" className="btn btn-primary" onClick={closeSignupMail}>
          {t('common.confirm')}
        </button>
      </div>
    </Modal>
  );
}

/** Login answered `need_mail_active`: the account exists but its mail is not verified yet. */
export function MailNeededPopup() {
  const { t } = useTranslation();
  const open = useAppState((s) => s.mailNeeded);
  const email = useAppState((s) => s.joinMail) ?? '';
  return (
    <Modal open={open} onOpenChange={(next) => !next && closeMailNeeded()} title={t('auth.mailNeededTitle')} testId="mail-needed-popup">
      <p>{t('auth.mailNeededBody', { email })}</p>
      <p className="muted">{t('auth.mailHelp')}</p>
      <div className="modal-actions">
        <ResendButton email={email} />
        <button type="button" className="btn btn-primary" onClick={closeMailNeeded}>
          {t('common.confirm')}
        </button>
      </div>
    </Modal>
  );
}

/** The verification link worked: invite the user to log in. */
export function MailActivationPopup() {
  const { t } = useTranslation();
  const open = useAppState((s) => s.mailActivation);
  return (
    <Modal open={open} onOpenChange={(next) => !next && closeMailActivation()} title={t('auth.activatedTitle')} testId="mail-activation-popup">
      <p>{t('auth.activatedBody')}</p>
      <div className="modal-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            closeMailActivation();
            openLoginPopup(1);
          }}
        >
          {t('auth.login')}
        </button>
      </div>
    </Modal>
  );
}
