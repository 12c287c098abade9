import './profile.css';
import { NavLink, Outlet, useLocation, useOutletContext, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProfileHeader as Head } from '@madang/contracts/profiles';
import { leadsToBuiltPage } from '../../app/routing/page-of.ts';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { useActiveTabInView } from '../../ui/use-active-tab-in-view.ts';
import { apiErrorText } from '../../lib/api/api-error-text.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { Failed, Loading } from '../../ui/query-state.tsx';
import { NotFoundPage } from './not-found.tsx';
import { useProfileHead } from './api/profile-api.ts';
import { ProfileHeader } from './header/profile-header.tsx';

/** Tabs anyone sees, then those only the owner sees (the route guard sends others to the home tab). */
const PUBLIC_TABS = ['home', 'competition', 'talkboard', 'codeshare', 'achieve'] as const;
const OWNER_TABS = (['xp', 'bookmark', 'certificate', 'certification', 'payment-history'] as const).filter((tab) => leadsToBuiltPage(`/myprofile/1/${tab}`));

export interface ProfileContext {
  head: Head;
}

export const useProfile = () => useOutletContext<ProfileContext>();

/** /myprofile/{uid}: the member's head (picture, cover, introduction, follows) and tabs around the tab's page. */
export function ProfileLayoutPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const userId = Number(useParams<{ uid: string }>().uid);
  const query = useProfileHead(userId);
  const tabStrip = useActiveTabInView<HTMLElement>(`${useLocation().pathname}:${query.isSuccess}`);

  if (query.isPending) return <Loading />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return <Failed text={apiErrorText(query.error, t)} onRetry={() => void query.refetch()} />;
  }
  const head = query.data;
  const tabs = head.is_mine ? [...PUBLIC_TABS, ...OWNER_TABS] : PUBLIC_TABS;
  return (
    <div className="container profile-page">
      <ProfileHeader head={head} />
      <nav className="cpt-tabs profile-tabs" aria-label={t('profile.tabsLabel')} ref={tabStrip}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab}>
              <NavLink to={lp(`/myprofile/${head.id}/${tab}`)}>{t(`profile.tabs.${tab}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="profile-body">
        <Outlet context={{ head } satisfies ProfileContext} />
      </section>
    </div>
  );
}
