import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PhoneVerification } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Modal } from '../../../ui/modal.tsx';
import { notify } from '../../../ui/toast.ts';
import { useVerifySubsPhone } from '../../account/phone/phone-api.ts';
import { PhoneCodeForm } from '../../account/phone/phone-code-form.tsx';
import { displayPhone } from '../../account/phone/phone-verified-text.tsx';
import { useSession } from '../../session/use-session.ts';
import { useGrantPartner } from './partner-api.ts';
import { linkFailureText } from './link-failure.ts';

/**
 * The spec's link-subscription popup. `auth`: a member with a verified phone links with it; `newAuth`: another
 * number is verified by SMS (the auth-subs calls), then linked at once; from there the find-account link (`find`)
 * turns red when the number is already an account's or already linked. Linked: to /hackathon with a toast.
 */
export default function PartnerLinkPopup({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const { user } = useSession();
  const verify = useVerifySubsPhone();
  const grant = useGrantPartner();
  const [other, setOther] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const step = user?.sms_auth === 1 && user.phone && !other ? 'auth' : 'newAuth';

  const link = async (phone: string) => {
    setError(null);
    try {
      await grant.mutateAsync({ from: 'oz', phone });
    } catch (failure) {
      setError(linkFailureText(failure, t));
      return;
    }
    onOpenChange(false);
    notify.success(t('partner.linked'));
    void navigate(lp('/hackathon'));
  };

  const confirmOther = async (form: PhoneVerification) => {
    // The session shows the new number at once; the popup stays on this step while it links.
    setOther(true);
    const body = await verify.mutateAsync(form);
    const phone = body.data[0]?.phone;
    if (phone) await link(phone);
  };

  const close = (next: boolean) => {
    if (!next) {
      setOther(false);
      setError(null);
    }
    onOpenChange(next);
  };

  return (
    <Modal open={open} onOpenChange={close} title={t('partner.title')} testId="partner-link-popup">
      <p className="muted">{t('partner.lead')}</p>
      {step === 'auth' && user?.phone ? (
        <div className="partner-step" data-testid="partner-step-auth">
          <p>{t('partner.useVerified', { phone: displayPhone(user.phone) })}</p>
          <button type="button" className="btn btn-primary btn-block" disabled={grant.isPending} onClick={() => void link(user.phone!)} data-testid="partner-link">
            {grant.isPending ? t('partner.linking') : t('partner.link')}
          </button>
          <button type="button" className="link-btn" onClick={() => setOther(true)} data-testid="partner-use-other">
            {t('partner.useOther')}
          </button>
        </div>
      ) : (
        <div className="partner-step" data-testid="partner-step-new-auth">
          <p>{t('partner.otherLead')}</p>
          <PhoneCodeForm purpose="subs" onConfirm={confirmOther} confirming={verify.isPending || grant.isPending} testId="partner-phone-form" />
        </div>
      )}
      {error ? (
        <p className="form-error" role="alert" data-testid="partner-error">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
