import { useEffect, useState, type FormEvent } from 'react';
import { DEFAULT_COUNTRY_CODE, SMS_CODE_LENGTH, SMS_CODE_TTL_MINUTES, type PhoneVerification } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { openFindAccount } from '../../../app/app-state.ts';
import { Field } from '../../../ui/field.tsx';
import { notify } from '../../../ui/toast.ts';
import { useSendCode, type PhonePurpose } from './phone-api.ts';
import { digitsOnlyKeys, PhoneInput } from './phone-input.tsx';
import { phoneOutcomeOf } from './phone-outcome.ts';
import './phone.css';

interface PhoneCodeFormProps {
  purpose: PhonePurpose;
  /** Checks the code (verification or find-email); a refusal is shown by the form. */
  onConfirm: (form: PhoneVerification) => Promise<unknown>;
  confirming: boolean;
  testId?: string;
}

const remaining = (until: number, now: number) => {
  const seconds = Math.max(0, Math.round((until - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The phone steps of section 4: enter the number, send (number and country locked, the code field
 * appears), enter the code and confirm. A number that is already an account's turns the find-account
 * link red; a wrong code is cleared.
 */
export function PhoneCodeForm({ purpose, onConfirm, confirming, testId }: PhoneCodeFormProps) {
  const { t } = useTranslation();
  const send = useSendCode(purpose);
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentUntil, setSentUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState<string | null>(null);
  const [taken, setTaken] = useState(false);

  useEffect(() => {
    if (sentUntil === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [sentUntil]);

  const sendCode = () => {
    setError(null);
    setTaken(false);
    // Spec: an empty number is 'phone number not entered', and stays until dismissed.
    if (!phone) return notify.error(t('validation.phone_required'), { persistent: true });
    send.mutate(
      { phone, country_code: countryCode },
      {
        onSuccess: (body) => {
          setSentUntil(Date.now() + body.data.expiresInSeconds * 1000);
          setNow(Date.now());
          setCode('');
          notify.success(t('auth.phone.sent'));
        },
        onError: (failure) => {
          const outcome = phoneOutcomeOf(failure, t);
          setError(outcome.text);
          setTaken(outcome.taken);
        },
      },
    );
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code.trim()) return setError(t('validation.code_required'));
    onConfirm({ phone, country_code: countryCode, code }).catch((failure: unknown) => {
      const outcome = phoneOutcomeOf(failure, t);
      setError(outcome.text);
      if (outcome.clearCode) setCode('');
    });
  };

  const sent = sentUntil !== null;
  return (
    <form className="phone-form" onSubmit={confirm} noValidate data-testid={testId ?? 'phone-form'}>
      <PhoneInput countryCode={countryCode} onCountryCode={setCountryCode} phone={phone} onPhone={setPhone} locked={sent} />
      <div className="phone-actions">
        <button type="button" className="btn btn-outline" onClick={sendCode} disabled={send.isPending} data-testid="phone-send">
          {send.isPending ? t('auth.phone.sending') : sent ? t('auth.phone.resend') : t('auth.phone.send')}
        </button>
        {sent ? (
          <button type="button" className="link-btn" onClick={() => setSentUntil(null)}>
            {t('auth.phone.changeNumber')}
          </button>
        ) : null}
      </div>
      {sent ? (
        <>
          <Field
            label={t('auth.phone.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            value={code}
            onKeyDown={digitsOnlyKeys}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
            hint={t('auth.phone.codeHint', { minutes: SMS_CODE_TTL_MINUTES, left: remaining(sentUntil, now) })}
            data-testid="phone-code"
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={confirming} data-testid="phone-confirm">
            {confirming ? t('auth.phone.checking') : t('auth.phone.confirm')}
          </button>
        </>
      ) : null}
      {error ? (
        <p className="form-error" role="alert" data-testid="phone-error">
          {error}
        </p>
      ) : null}
      {purpose !== 'find' ? (
        <p className="phone-find">
          <button type="button" className={taken ? 'link-btn phone-find-taken' : 'link-btn'} onClick={openFindAccount} data-testid="find-account-link">
            {t('auth.findAccount.link')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
