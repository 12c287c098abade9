import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { useSession } from '../../session/use-session.ts';
import { useUserStatus } from '../api/subscription-api.ts';

const SUBSCRIPTION_PAGE = '/edu/online';

/**
 * The header's subscription button, as the user-status call decides it: the guide to the plans for visitors and
 * members without a subscription, none for subscribers. `link` (a partner school's subscription to link) shows the
 * guide too until the linking popup exists.
 */
export function SubscriptionButton() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { user } = useSession();
  const status = useUserStatus();
  if (user && (!status.data || status.data.header_button === 'subscribed')) return null;
  return (
    <Link to={lp(SUBSCRIPTION_PAGE)} className="btn btn-outline btn-sm header-subscribe" data-testid="header-subscribe">
      {t('header.subscribe')}
    </Link>
  );
}
