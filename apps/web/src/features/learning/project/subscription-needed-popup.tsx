import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Modal } from '../../../ui/modal.tsx';

const SUBSCRIPTION_PAGE = '/edu/online';

/** The spec's "subscription needed" popup: a project for subscribers, opened by someone without a subscription. */
export function SubscriptionNeededPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={t('learn.subscription.title')} testId="subscription-needed">
      <p>{t('learn.subscription.text')}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('common.close')}
        </button>
        <Link className="btn btn-primary" to={lp(SUBSCRIPTION_PAGE)} onClick={onClose}>
          {t('learn.subscription.cta')}
        </Link>
      </div>
    </Modal>
  );
}
