import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Modal } from '../../../ui/modal.tsx';

/** Shown when a competition that needs a verified phone is joined without one, or with a phone another member used. */
export function PhoneRequiredDialog({ reason, onClose }: { reason: 'phone_required' | 'exist' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <Modal open={reason !== null} onOpenChange={(open) => !open && onClose()} title={t('competition.join.phoneTitle')} testId="phone-required-dialog">
      <p>{reason === 'exist' ? t('competition.errors.phoneTaken') : t('competition.join.phoneBody')}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('common.close')}
        </button>
        {reason === 'phone_required' ? (
          <Link className="btn btn-primary" to={lp('/account')} onClick={onClose}>
            {t('competition.join.phoneAction')}
          </Link>
        ) : null}
      </div>
    </Modal>
  );
}
