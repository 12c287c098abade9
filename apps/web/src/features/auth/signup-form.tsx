import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { showSignupMail } from '../../app/app-state.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { Field } from '../../ui/field.tsx';
import { checkOutdate, useSignup } from './auth-api.ts';
import { ConsentCheckboxes, type Consents } from './consent-checkboxes.tsx';
import { HumanCheck } from './human-check.tsx';
import { useHumanCheckSettings } from './human-check-api.ts';
import { NicknameField } from './nickname-field.tsx';
import { useNicknameStatus } from './nickname-status.tsx';
import { validateSignup, type SignupField } from './signup-validation.ts';
import { formatDate } from '../../lib/format/dates.ts';

type Errors = Partial<Record<SignupField, string>>;

export function SignupForm({ onSwitchToLogin }: { onSwitchToLogin?: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const signup = useSignup();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [consents, setConsents] = useState<Consents>({ terms: false, privacy: false, marketing: false });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const humanCheck = useHumanCheckSettings();
  const [humanPass, setHumanPass] = useState<string | null>(null);
  const [humanRound, setHumanRound] = useState(0);
  const needsHuman = humanCheck.data !== undefined && humanCheck.data.kind !== 'off';
  const nickname = useNicknameStatus(name);

  const explainWithdrawal = async (mail: string, fallback: string) => {
    try {
      const { data } = await checkOutdate(mail);
      const date = data.rejoinAt ? formatDate(data.rejoinAt, i18n.language) : null;
      setFormError(date ? t('auth.rejoinAt', { date }) : fallback);
    } catch {
      setFormError(fallback);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const values = { email, password, name, ...consents };
    const problems = validateSignup(values);
    const found: Errors = {};
    for (const [field, problem] of Object.entries(problems)) {
      found[field as SignupField] = t(`validation.${problem.key}`, problem.params ?? {});
    }
    if (nickname.available === false) found.name = t('errors.name_exist');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (needsHuman && !humanPass) return setFormError(t('errors.human_check_required'));
    signup.mutate(
      { email: email.trim(), password, name: name.trim(), terms: true, privacy: true, marketing: consents.marketing, locale, human_pass: humanPass ?? undefined },
      {
        onSuccess: () => showSignupMail(email.trim()),
        onError: (failure) => {
          // The pass is spent by any answer: the check starts over.
          if (needsHuman) setHumanRound((round) => round + 1);
          if (!isApiError(failure)) return setFormError(t('common.unexpectedError'));
          if (failure.messageKey === 'exist') return setErrors({ email: failure.detail });
          if (failure.messageKey === 'name_exist') return setErrors({ name: failure.detail });
          if (failure.messageKey === 'userout') return void explainWithdrawal(email.trim(), failure.detail);
          if (failure.fields.length) {
            const byField: Errors = {};
            for (const issue of failure.fields) byField[issue.field as SignupField] = issue.detail;
            return setErrors(byField);
          }
          setFormError(failure.detail || t('common.unexpectedError'));
        },
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate data-testid="signup-form">
      <Field label={t('auth.email')} type="email" name="email" autoComplete="email" required value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
      <Field
        label={t('auth.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        error={errors.password}
        hint={t('auth.passwordHint', { min: PASSWORD_MIN })}
        onChange={(e) => setPassword(e.target.value)}
      />
      <NicknameField value={name} onChange={setName} error={errors.name} status={nickname} />
      <ConsentCheckboxes value={consents} onChange={setConsents} errors={errors} />
      {needsHuman ? <HumanCheck settings={humanCheck.data} onPass={setHumanPass} round={humanRound} /> : null}
      {formError ? (
        <p className="form-error" role="alert" data-testid="signup-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-block" disabled={signup.isPending} data-testid="signup-submit">
        {signup.isPending ? t('auth.signingUp') : t('auth.createAccount')}
      </button>
      {onSwitchToLogin ? (
        <p className="auth-switch">
          {t('auth.haveAccount')}{' '}
          <button type="button" className="link-btn" onClick={onSwitchToLogin}>
            {t('auth.login')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
