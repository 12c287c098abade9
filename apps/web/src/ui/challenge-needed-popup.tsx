import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal.tsx';

/** What a competition asks first: joining it (a team), or accepting its rules. */
export type ChallengeStep = 'join' | 'agreement';

interface Props {
  /** The step still missing, or null when the popup is closed. */
  step: ChallengeStep | null;
  onClose: () => void;
  /** Where the step is taken: the competition's agreement page, which also joins. */
  to: string;
}

/** The competition's "take part first" popup, in its two kinds, with the way to do it. */
export function ChallengeNeededPopup({ step, onClose, to }: Props) {
  const { t } = useTranslation();
  const kind = step ?? 'join';
  return (
    <Modal open={step !== null} onOpenChange={(next) => !next && onClose()} title={t(`common.challengeNeeded.${kind}.title`)} testId={`challenge-needed-${kind}`}>
      <p>{t(`common.challengeNeeded.${kind}.body`)}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('common.close')}
        </button>
        <Link className="btn btn-primary" to={to} onClick={onClose}>
          {t(`common.challengeNeeded.${kind}.action`)}
        </Link>
      </div>
    </Modal>
  );
}
