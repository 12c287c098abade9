import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../ui/alert-dialog.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useVerifyPhone } from '../../account/phone/phone-api.ts';
import { PhoneCodeForm } from '../../account/phone/phone-code-form.tsx';

interface PhoneRequiredDialogProps {
  reason: 'phone_required' | 'exist' | null;
  onClose: () => void;
  /** The phone is verified: joining goes on from where it stopped. */
  onVerified: () => void;
}

/**
 * A competition that needs a verified phone, joined without one: the phone is verified here, in place,
 * and the join continues. A phone another participant already joined with cannot be fixed here.
 */
export function PhoneRequiredDialog({ reason, onClose, onVerified }: PhoneRequiredDialogProps) {
  const { t } = useTranslation();
  const verify = useVerifyPhone();
  if (reason === 'exist') {
    return <AlertDialog open title={t('competition.join.phoneTitle')} body={t('competition.errors.phoneTaken')} onClose={onClose} testId="phone-required-dialog" />;
  }
  return (
    <Modal open={reason !== null} onOpenChange={(open) => !open && onClose()} title={t('competition.join.phoneTitle')} testId="phone-required-dialog">
      <p>{t('competition.join.phoneVerifyLead')}</p>
      <PhoneCodeForm
        purpose="verify"
        confirming={verify.isPending}
        onConfirm={async (form) => {
          await verify.mutateAsync(form);
          onVerified();
        }}
      />
    </Modal>
  );
}
