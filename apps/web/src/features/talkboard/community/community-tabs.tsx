import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { useActiveTabInView } from '../../../ui/use-active-tab-in-view.ts';
import { useTabCounts } from '../api/community-api.ts';
import { COMMUNITY_TABS, isTalkTab } from '../lib/community-tabs.ts';

/** The community's tab bar: the overview and all seventeen tabs, each talk tab with its count of new posts; on a phone a sideways-scrolling row. */
export function CommunityTabs() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { pathname } = useLocation();
  const counts = useTabCounts();
  const strip = useActiveTabInView<HTMLElement>(`${pathname}:${counts.isSuccess}`);
  return (
    <nav className="cpt-tabs community-tabs" aria-label={t('talk.tabs.label')} ref={strip} data-testid="community-tabs">
      <ul>
        <li>
          <NavLink end to={lp('/community')}>
            {t('talk.tabs.index')}
          </NavLink>
        </li>
        {COMMUNITY_TABS.map((tab) => {
          const fresh = isTalkTab(tab) ? (counts.data?.[tab] ?? 0) : 0;
          return (
            <li key={tab}>
              <NavLink end to={lp(`/community/${tab}`)}>
                {t(`talk.tabs.${tab}`)}
                {fresh > 0 ? (
                  <span className="community-tab-count" data-testid={`tab-count-${tab}`}>
                    <span aria-hidden="true">{fresh > 99 ? '99+' : fresh}</span>
                    <span className="sr-only">{t('talk.tabs.newPosts', { count: fresh })}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
