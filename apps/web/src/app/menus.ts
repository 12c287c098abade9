import type { Locale, MyInfo } from '@madang/contracts';
import { builtLinks, leadsToBuiltPage } from './routing/page-of.ts';

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

/** A value made on its first use: the menus a visitor does not open are not matched against the routes at the entry's start. */
function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const avatarMenuLinks = onFirstUse(() => builtLinks(specAvatarMenuLinks));
const mobileProfileLinks = onFirstUse(() => builtLinks(specMobileProfileLinks));

/**
 * The console, for hosts, educators and admins, in every menu a member has: the avatar menu, the phone's panel and
 * More. Educators land on its learning section, the only one they use.
 */
export const hostConsoleLink: NavLink = { to: '/host', label: 'header.hostConsole' };
const learningConsoleLink: NavLink = { to: '/host/learning', label: 'header.learningConsole' };
export const consoleLinks = (user: Pick<MyInfo, 'role'> | null | undefined): NavLink[] =>
  !user || user.role === 'member' ? [] : [user.role === 'educator' ? learningConsoleLink : hostConsoleLink];

/**
 * A member's own menu, with the addresses filled in: the avatar menu on a desktop, the full-screen panel on a
 * phone (spec section 2 lists different pages for each); both end with the host console for those who host.
 */
export function memberMenuLinks(user: Pick<MyInfo, 'id' | 'role'>, menu: 'avatar' | 'panel'): NavLink[] {
  const links = [...(menu === 'avatar' ? avatarMenuLinks() : mobileProfileLinks()), ...consoleLinks(user)];
  return links.map((link) => ({ ...link, to: withUid(link.to, user.id) }));
}

export function withUid(path: string, uid: number): string {
  return path.replace('{uid}', String(uid));
}

export interface NavGroup {
  title: string;
  links: NavLink[];
}

const specMoreGroups: NavGroup[] = [
  {
    title: 'more.ranking',
    links: [
      { to: '/ranking', label: 'more.userRanking' },
      { to: '/ranking/info', label: 'more.tierSystem' },
    ],
  },
  {
    title: 'more.support',
    links: [
      { to: '/more/notice', label: 'more.notice' },
      { to: '/more/faq', label: 'more.faq' },
      { to: '/more/join', label: 'more.participationRules' },
      { to: '/more/about', label: 'more.about' },
    ],
  },
];
const moreGroups = onFirstUse(() => specMoreGroups.map((group) => ({ ...group, links: builtLinks(group.links) })).filter((group) => group.links.length > 0));

/** The More menu (the /more page and the phone's full-screen menu): its groups as far as their pages exist, and hosting for hosts. */
export function moreMenuGroups(user: Pick<MyInfo, 'role'> | null): NavGroup[] {
  const links = consoleLinks(user);
  return links[0] ? [...moreGroups(), { title: 'more.hosting', links }] : moreGroups();
}

/**
 * The language choice, offered in the header (desktop), the More menu (phones) and the footer, in this order;
 * `satisfies` keeps it in step with the contract's locales. Its label and names are i18n keys.
 */
export const languageMenu = {
  label: 'footer.language',
  locales: ['ko', 'en'] as const satisfies readonly Locale[],
  name: (locale: Locale) => `footer.languages.${locale}`,
};
