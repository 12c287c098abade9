import { useState, type FormEvent } from 'react';
import type { KakaoCertStarted } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { Field } from '../../../ui/field.tsx';
import { notify } from '../../../ui/toast.ts';
import { useConfirmKakaoCert, useStartKakaoCert } from './phone-api.ts';
import { digitsOnlyKeys } from './phone-input.tsx';
import { phoneOutcomeOf } from './phone-outcome.ts';

/**
 * Kakao's identity verification (spec: phone_no, name, birthday; then token, tx_id): the request goes to the
 * member's KakaoTalk, and once they approve it there, "I approved" makes the number their verified phone. The
 * digit fields strip what is pasted instead of taking a maxLength, which would cut `1999-01-01` before it is cleaned.
 */
export function KakaoCertForm({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation();
  const start = useStartKakaoCert();
  const confirm = useConfirmKakaoCert();
  const [name, setName] = useState('');
  const [birthday, setBirthday] = useState('');
  const [phone, setPhone] = useState('');
  const [started, setStarted] = useState<KakaoCertStarted | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const request = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(false);
    start.mutate(
      { phone_no: phone, name, birthday },
      {
        onSuccess: (body) => setStarted(body.data),
        onError: (failure) => setError(phoneOutcomeOf(failure, t).text),
      },
    );
  };

  const check = () => {
    if (!started) return;
    setError(null);
    confirm.mutate(
      { tx_id: started.tx_id, token: started.token },
      {
        onSuccess: () => {
          notify.success(t('auth.phone.verified'));
          onVerified();
        },
        onError: (failure) => {
          const waiting = isApiError(failure) && failure.messageKey === 'kakao_cert_pending';
          setPending(waiting);
          setError(phoneOutcomeOf(failure, t).text);
          // A refused, expired or mismatched request is over: the member starts again.
          if (!waiting) setStarted(null);
        },
      },
    );
  };

  return (
    <form className="phone-form" onSubmit={request} noValidate data-testid="kakao-cert-form">
      <Field
        label={t('auth.kakaoCert.name')}
        name="kakao-name"
        autoComplete="name"
        value={name}
        maxLength={80}
        readOnly={started !== null}
        onChange={(event) => setName(event.target.value)}
      />
      <Field
        label={t('auth.kakaoCert.birthday')}
        name="kakao-birthday"
        inputMode="numeric"
        autoComplete="bday"
        placeholder="19990101"
        hint={t('auth.kakaoCert.birthdayHint')}
        value={birthday}
        readOnly={started !== null}
        onKeyDown={digitsOnlyKeys}
        onChange={(event) => setBirthday(event.target.value.replace(/\D/g, '').slice(0, 8))}
      />
      <Field
        label={t('auth.phone.number')}
        name="kakao-phone"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={t('auth.phone.hint')}
        value={phone}
        readOnly={started !== null}
        onKeyDown={digitsOnlyKeys}
        onChange={(event) => setPhone(event.target.value.replace(/\D/g, '').slice(0, 11))}
      />
      {started ? (
        <>
          <p className="kakao-cert-sent" role="status" data-testid="kakao-cert-sent">
            {t('auth.kakaoCert.sent')}
          </p>
          <div className="phone-actions">
            <button type="button" className="btn btn-primary" onClick={check} disabled={confirm.isPending} data-testid="kakao-cert-confirm">
              {confirm.isPending ? t('auth.phone.checking') : t('auth.kakaoCert.confirm')}
            </button>
            <button type="button" className="link-btn" onClick={() => setStarted(null)}>
              {t('auth.kakaoCert.restart')}
            </button>
          </div>
        </>
      ) : (
        <button type="submit" className="btn btn-outline" disabled={start.isPending} data-testid="kakao-cert-request">
          {start.isPending ? t('auth.phone.sending') : t('auth.kakaoCert.request')}
        </button>
      )}
      {error ? (
        <p className={pending ? 'muted' : 'form-error'} role="alert" data-testid="kakao-cert-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
