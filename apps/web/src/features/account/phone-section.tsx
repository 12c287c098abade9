import { useState } from 'react';
import type { MyInfo } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toast.ts';
import { useVerifyPhone } from './phone/phone-api.ts';
import { PhoneCodeForm } from './phone/phone-code-form.tsx';
import { PhoneVerifiedText } from './phone/phone-verified-text.tsx';

/** The account's one verified phone: shown when there is one, and verified (or replaced) by an SMS code. */
export function PhoneSection({ user }: { user: MyInfo }) {
  const { t } = useTranslation();
  const verify = useVerifyPhone();
  const [changing, setChanging] = useState(false);
  const showForm = !user.phone || changing;
  return (
    <section className="card account-section" aria-labelledby="account-phone" data-testid="phone-section">
      <h2 id="account-phone">{t('account.phone.title')}</h2>
      {user.phone ? <PhoneVerifiedText phone={user.phone} /> : <p className="muted">{t('account.phone.none')}</p>}
      {showForm ? (
        <PhoneCodeForm
          purpose="verify"
          confirming={verify.isPending}
          onConfirm={async (form) => {
            await verify.mutateAsync(form);
            setChanging(false);
            notify.success(t('auth.phone.verified'));
          }}
        />
      ) : null}
      {user.phone ? (
        <button type="button" className="link-btn" onClick={() => setChanging(!changing)}>
          {changing ? t('account.phone.cancel') : t('account.phone.change')}
        </button>
      ) : null}
    </section>
  );
}
