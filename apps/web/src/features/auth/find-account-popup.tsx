import { useState } from 'react';
import { snsTypes, type FoundAccount } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { closeFindAccount, openLoginPopup, useAppState } from '../../app/app-state.ts';
import { Modal } from '../../ui/modal.tsx';
import { useFindEmail } from '../account/phone/phone-api.ts';
import { PhoneCodeForm } from '../account/phone/phone-code-form.tsx';

const methodKeys: Record<number, string> = {
  [snsTypes.none]: 'password',
  [snsTypes.facebook]: 'facebook',
  [snsTypes.kakao]: 'kakao',
};

/** Spec: sns_type 1 is e-mail and password, 2 Facebook, anything else Google (4 is Kakao here). */
const methodKeyOf = (snsType: number) => methodKeys[snsType] ?? 'google';

function FoundAccountView({ found, onAgain }: { found: FoundAccount; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="auth-form" data-testid="found-account">
      <p className="muted">{t('auth.findAccount.found')}</p>
      <p className="found-mail" data-testid="found-mail">
        {found.mail}
      </p>
      <p data-testid="found-method">{t('auth.findAccount.via', { method: t(`auth.findAccount.method.${methodKeyOf(found.info.sns_type)}`) })}</p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={() => {
          closeFindAccount();
          openLoginPopup(1);
        }}
      >
        {t('auth.findAccount.toLogin')}
      </button>
      <p className="auth-switch">
        <button type="button" className="link-btn" onClick={onAgain}>
          {t('auth.findAccount.again')}
        </button>
      </p>
    </div>
  );
}

function FindAccountBody() {
  const { t } = useTranslation();
  const find = useFindEmail();
  const [found, setFound] = useState<FoundAccount | null>(null);
  const [attempt, setAttempt] = useState(0);
  if (found)
    return (
      <FoundAccountView
        found={found}
        onAgain={() => {
          setFound(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  return (
    <>
      <p>{t('auth.findAccount.lead')}</p>
      <PhoneCodeForm
        key={attempt}
        purpose="find"
        confirming={find.isPending}
        onConfirm={async (form) => setFound((await find.mutateAsync(form)).data)}
        testId="find-account-form"
      />
    </>
  );
}

/** Find account (section 4 popups): the e-mail of the account a verified phone belongs to, masked, and how it signs in. */
export function FindAccountPopup() {
  const { t } = useTranslation();
  const open = useAppState((s) => s.findAccount);
  return (
    <Modal open={open} onOpenChange={(next) => !next && closeFindAccount()} title={t('auth.findAccount.title')} testId="find-account-popup">
      <FindAccountBody />
    </Modal>
  );
}
