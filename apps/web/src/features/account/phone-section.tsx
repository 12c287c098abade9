import { useState } from 'react';
import type { MyInfo } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toast.ts';
import { KakaoCertForm } from './phone/kakao-cert-form.tsx';
import { useVerifyPhone } from './phone/phone-api.ts';
import { PhoneCodeForm } from './phone/phone-code-form.tsx';
import { PhoneVerifiedText } from './phone/phone-verified-text.tsx';

type Method = 'sms' | 'kakao';

/** The account's one verified phone: shown when there is one, and verified (or replaced) by an SMS code or through Kakao. */
export function PhoneSection({ user }: { user: MyInfo }) {
  const { t } = useTranslation();
  const verify = useVerifyPhone();
  const [changing, setChanging] = useState(false);
  const [method, setMethod] = useState<Method>('sms');
  const showForm = !user.phone || changing;
  return (
    <section className="card account-section" aria-labelledby="account-phone" data-testid="phone-section">
      <h2 id="account-phone">{t('account.phone.title')}</h2>
      {user.phone ? <PhoneVerifiedText phone={user.phone} /> : <p className="muted">{t('account.phone.none')}</p>}
      {showForm ? (
        <>
          <div className="phone-methods" role="group" aria-label={t('account.phone.method')}>
            {(['sms', 'kakao'] as const).map((each) => (
              <button key={each} type="button" className="btn btn-outline btn-sm" aria-pressed={method === each} onClick={() => setMethod(each)}>
                {t(each === 'sms' ? 'account.phone.bySms' : 'account.phone.byKakao')}
              </button>
            ))}
          </div>
          {method === 'sms' ? (
            <PhoneCodeForm
              purpose="verify"
              confirming={verify.isPending}
              onConfirm={async (form) => {
                await verify.mutateAsync(form);
                setChanging(false);
                notify.success(t('auth.phone.verified'));
              }}
            />
          ) : (
            <KakaoCertForm onVerified={() => setChanging(false)} />
          )}
        </>
      ) : null}
      {user.phone ? (
        <button type="button" className="link-btn" onClick={() => setChanging(!changing)}>
          {changing ? t('account.phone.cancel') : t('account.phone.change')}
        </button>
      ) : null}
    </section>
  );
}
