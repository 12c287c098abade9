import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openLoginPopup } from '../../../app/app-state.ts';
import { useSession } from '../../session/use-session.ts';
import { LazyPartnerLinkPopup } from './partner-link-lazy.tsx';
import './partner.css';

/** /edu/online's way in for a partner school's students: the linking popup, after logging in for a visitor. */
export function PartnerLinkEntry() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <p className="partner-entry">
      {t('partner.entryLead')}{' '}
      <button type="button" className="link-btn" onClick={() => (user ? setOpen(true) : openLoginPopup())} data-testid="partner-entry">
        {t('partner.open')}
      </button>
      <LazyPartnerLinkPopup open={open} onOpenChange={setOpen} />
    </p>
  );
}
