import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openLoginPopup } from '../../../app/app-state.ts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { useSession } from '../../session/use-session.ts';
import { useHydrated } from '../../../ui/use-hydrated.ts';
import { useUserStatus } from '../api/subscription-api.ts';
import { collaborationCode } from '../partner/partner-api.ts';
import { LazyPartnerLinkPopup } from '../partner/partner-link-lazy.tsx';
import '../partner/partner.css';

const SUBSCRIPTION_PAGE = '/edu/online';

/**
 * The header's subscription button, as the user-status call decides it: the guide to the plans for visitors and
 * members without a subscription, none for subscribers, and `link` (the member's verified phone is on a partner
 * school's roster) opens the linking popup. Arriving with `?collaboration=` asks for the link too, of a visitor
 * by logging in first. A linked partner subscription shows none: the header carries the partner's label instead.
 */
export function SubscriptionButton() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { user } = useSession();
  const status = useUserStatus();
  const [linking, setLinking] = useState(false);
  // The cookie and the address are the browser's: read once hydrated, so the hydration render matches the server's.
  const hydrated = useHydrated();
  const partner = status.data?.collaboration ?? (hydrated ? collaborationCode() : null);
  if (user && status.data?.header_button === 'subscribed') return null;
  if (user && !status.data) return null;
  if (status.data?.header_button === 'link' || partner) {
    return (
      <>
        <button type="button" className="btn btn-outline btn-sm header-subscribe" onClick={() => (user ? setLinking(true) : openLoginPopup())} data-testid="header-partner-link">
          {t('partner.open')}
        </button>
        <LazyPartnerLinkPopup open={linking} onOpenChange={setLinking} />
      </>
    );
  }
  return (
    <Link to={lp(SUBSCRIPTION_PAGE)} className="btn btn-outline btn-sm header-subscribe" data-testid="header-subscribe">
      {t('header.subscribe')}
    </Link>
  );
}
