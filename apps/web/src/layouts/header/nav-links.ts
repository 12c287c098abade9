import { builtLinks, leadsToBuiltPage } from '../../app/routing/page-of.ts';

/** Header menus (spec section 2); labels are i18n keys. */
export interface NavLink {
  to: string;
  label: string;
}

export interface NavMenu {
  label: string;
  /** A plain link when there is no submenu. */
  to?: string;
  items?: NavLink[];
}

const specMenus: NavMenu[] = [
  { label: 'nav.community', to: '/community' },
  { label: 'nav.competitions', to: '/competitions' },
  { label: 'nav.learning', to: '/hackathon' },
  {
    label: 'nav.ranking',
    items: [
      { to: '/ranking', label: 'nav.userRanking' },
      { to: '/ranking/info', label: 'nav.tierSystem' },
    ],
  },
  {
    label: 'nav.more',
    items: [
      { to: '/more/notice', label: 'nav.notice' },
      { to: '/more/faq', label: 'nav.faq' },
      { to: '/more/join', label: 'nav.participationRules' },
      { to: '/more/about', label: 'nav.about' },
    ],
  },
];

/** The menus as far as their pages exist: a submenu keeps its built links, a menu with none is left out. */
export const mainMenus: NavMenu[] = specMenus.flatMap((menu) => {
  if (menu.to) return leadsToBuiltPage(menu.to) ? [menu] : [];
  const items = builtLinks(menu.items ?? []);
  return items.length > 0 ? [{ ...menu, items }] : [];
});

/** The avatar menu; `{uid}` is the logged-in user's id. Log-out is added by the menu itself. */
const specAvatarMenuLinks: NavLink[] = [
  { to: '/myprofile/{uid}/home', label: 'header.profileHome' },
  { to: '/myprofile/{uid}/payment-history', label: 'header.subscriptionPayment' },
  { to: '/myprofile/{uid}/bookmark', label: 'header.bookmark' },
  { to: '/account', label: 'header.account' },
];

/** The mobile full-screen profile panel (spec section 2). */
const specMobileProfileLinks: NavLink[] = [
  { to: '/myprofile/{uid}/competition', label: 'header.myCompetitions' },
  { to: '/myprofile/{uid}/codeshare', label: 'header.myCodeshare' },
  { to: '/myprofile/{uid}/talkboard', label: 'header.myDiscussions' },
  { to: '/myprofile/{uid}/achieve', label: 'header.achievements' },
  { to: '/myprofile/{uid}/certification', label: 'header.certification' },
  { to: '/myprofile/{uid}/bookmark', label: 'header.bookmark' },
  { to: '/myprofile/{uid}/payment-history', label: 'header.paymentHistory' },
  { to: '/account', label: 'header.account' },
];

export const avatarMenuLinks = builtLinks(specAvatarMenuLinks);
export const mobileProfileLinks = builtLinks(specMobileProfileLinks);

export function withUid(path: string, uid: number): string {
  return path.replace('{uid}', String(uid));
}
