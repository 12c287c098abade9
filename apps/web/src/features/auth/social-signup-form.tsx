import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { NICKNAME_MAX } from '@madang/contracts';
import { safeReturnPath } from '@madang/contracts/return-to';
import { useTranslation } from 'react-i18next';
import { closeLoginPopup, setAppState } from '../../app/app-state.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { deleteCookie } from '../../lib/cookies.ts';
import { notify } from '../../ui/toast.ts';
import { useSocialSignup } from './auth-api.ts';
import { ConsentCheckboxes, type Consents } from './consent-checkboxes.tsx';
import { NicknameField } from './nickname-field.tsx';
import { useNicknameStatus } from './nickname-status.tsx';
import type { SocialSignup } from './social-login.ts';
import { validateSignup } from './signup-validation.ts';

type Errors = Partial<Record<'name' | 'terms' | 'privacy', string>>;

/** The sign-up after "Continue with Google": the provider vouched for the e-mail, so only a nickname and the consents. */
export function SocialSignupForm({ pending }: { pending: SocialSignup }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const signup = useSocialSignup();
  const [name, setName] = useState(() => Array.from(pending.name.trim()).slice(0, NICKNAME_MAX).join(''));
  const [consents, setConsents] = useState<Consents>({ terms: false, privacy: false, marketing: false });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const nickname = useNicknameStatus(name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    // Only the nickname and consents are asked here; the rest of the shared checks are given passing values.
    const problems = validateSignup({ email: 'a@b.co', password: 'x'.repeat(64), name, ...consents });
    const found: Errors = {};
    for (const field of ['name', 'terms', 'privacy'] as const) {
      const problem = problems[field];
      if (problem) found[field] = t(`validation.${problem.key}`, problem.params ?? {});
    }
    if (nickname.available === false) found.name = t('errors.name_exist');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    signup.mutate(
      { id: pending.id, name: name.trim(), terms: true, privacy: true, marketing: consents.marketing, locale },
      {
        onSuccess: (body) => {
          deleteCookie('type');
          deleteCookie('email');
          setAppState({ socialSignup: null });
          closeLoginPopup();
          notify.success(t('auth.welcome', { name: body.data.myInfo.name }));
          // The server already checked it; checked again so no answer can send the browser off the site.
          void navigate(safeReturnPath(body.data.returnTo) ?? (locale === 'en' ? '/en' : '/'));
        },
        onError: (failure) => {
          if (!isApiError(failure)) return setFormError(t('common.unexpectedError'));
          if (failure.messageKey === 'name_exist') return setErrors({ name: failure.detail });
          setFormError(failure.detail || t('common.unexpectedError'));
        },
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate data-testid="social-signup-form">
      <p className="social-signup-lead">
        {t('auth.socialSignupLead', { email: pending.email, provider: t(`auth.providerName.${pending.type === 'kakao' ? 'kakao' : 'google'}`) })}
      </p>
      <NicknameField value={name} onChange={setName} error={errors.name} status={nickname} />
      <ConsentCheckboxes value={consents} onChange={setConsents} errors={errors} />
      {formError ? (
        <p className="form-error" role="alert" data-testid="signup-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-block" disabled={signup.isPending} data-testid="signup-submit">
        {signup.isPending ? t('auth.signingUp') : t('auth.createAccount')}
      </button>
    </form>
  );
}
