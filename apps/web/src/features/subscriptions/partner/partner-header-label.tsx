import { COLLABORATION_COOKIE } from '@madang/contracts/collaboration';
import { useTranslation } from 'react-i18next';
import { readCookie } from '../../../lib/cookies.ts';
import { useHydrated } from '../../../ui/use-hydrated.ts';
import { useUserStatus } from '../api/subscription-api.ts';
import './partner.css';

/**
 * Collaboration mode (spec section 4): once a partner school's subscription is linked (the grant's cookie, a week), the
 * header is the partner school's: its label beside the logo and the header in the partner's colour.
 */
export function PartnerHeaderLabel() {
  const { t } = useTranslation();
  const status = useUserStatus();
  // The cookie is the browser's: read once hydrated, so the hydration render matches the server's.
  const hydrated = useHydrated();
  const linked = status.data?.collaboration ?? (hydrated ? readCookie(COLLABORATION_COOKIE) : null);
  if (!linked) return null;
  return (
    <span className="header-partner" data-testid="header-partner">
      {t('partner.badge')}
    </span>
  );
}
