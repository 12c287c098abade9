import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openLoginPopup, openMailActivation } from '../../app/app-state.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { useVerifyMail } from './auth-api.ts';

/** The target of the verification mail's link: /api/verify_mail?id&token&type. */
export default function VerifyMailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const params = { id: search.get('id'), token: search.get('token'), type: search.get('type') ?? 'signup' };
  const verify = useVerifyMail(params);
  const incomplete = !params.id || !params.token;

  useEffect(() => {
    if (verify.isSuccess) openMailActivation();
  }, [verify.isSuccess]);

  const alreadyVerified = isApiError(verify.error) && verify.error.messageKey === 'already_verified';
  let body: React.ReactNode;
  if (incomplete) body = <p role="alert">{t('errors.invalid_verification')}</p>;
  else if (verify.isPending) body = <p role="status">{t('auth.verifying')}</p>;
  else if (verify.isSuccess) body = <p role="status">{t('auth.verifiedBody', { email: verify.data.data.email })}</p>;
  else body = <p role="alert">{isApiError(verify.error) && verify.error.detail ? verify.error.detail : t('errors.invalid_verification')}</p>;

  return (
    <div className="container narrow page-pad">
      <div className="card auth-card" data-testid="verify-mail">
        <h1 className="page-title">{t('auth.verifyTitle')}</h1>
        {body}
        {verify.isSuccess || alreadyVerified ? (
          <button type="button" className="btn btn-primary" onClick={() => openLoginPopup(1)}>
            {t('auth.login')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
