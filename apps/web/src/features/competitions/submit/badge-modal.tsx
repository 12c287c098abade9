import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Badge } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Modal } from '../../../ui/modal.tsx';
import { localized } from '../../../lib/format/localized.ts';
import { TrophyIcon } from '../../../ui/icons.tsx';

/** The badge a new submission earned, with a link to the member's achievements (spec section 2). */
export function BadgeModal({ badge, onClose }: { badge: Badge | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  return (
    <Modal open={badge !== null} onOpenChange={(open) => !open && onClose()} title={t('competition.submit.badge.title')} testId="badge-modal">
      {badge ? (
        <div className="cpt-badge">
          <span className="cpt-badge-icon" aria-hidden="true">
            <TrophyIcon />
          </span>
          <strong>{localized(badge.title, i18n.language)}</strong>
          <p className="muted">{t('competition.submit.badge.body')}</p>
          <Link className="btn btn-primary" to={lp(badge.link)} onClick={onClose}>
            {t('competition.submit.badge.link')}
          </Link>
        </div>
      ) : null}
    </Modal>
  );
}
