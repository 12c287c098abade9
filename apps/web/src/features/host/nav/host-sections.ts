import type { Role } from '@madang/contracts';

/**
 * The host console's top-level sections, in the order the section bar shows them. Each feature
 * that adds a console page adds its entry here; `match` is the path prefix that marks it current.
 */
export interface HostSection {
  /** Catalog key of the label, under `host.sections`. */
  key: string;
  path: string;
  match: string;
  /** Who uses it: hosts run competitions, site-wide sections (notices, FAQ) are admins', learning is educators'. */
  roles: readonly Role[];
}

const HOSTS: readonly Role[] = ['host', 'admin'];
const ADMINS: readonly Role[] = ['admin'];
const EDUCATORS: readonly Role[] = ['educator', 'admin'];

export const HOST_SECTIONS: readonly HostSection[] = [
  { key: 'competitions', path: '/host', match: '/host/competitions', roles: HOSTS },
  { key: 'learning', path: '/host/learning', match: '/host/learning', roles: EDUCATORS },
  { key: 'roles', path: '/host/roles', match: '/host/roles', roles: ADMINS },
  { key: 'moderation', path: '/host/moderation', match: '/host/moderation', roles: HOSTS },
  { key: 'notices', path: '/host/notices', match: '/host/notices', roles: ADMINS },
  { key: 'banners', path: '/host/banners', match: '/host/banners', roles: ADMINS },
  { key: 'faq', path: '/host/faq', match: '/host/faq', roles: ADMINS },
  { key: 'interviews', path: '/host/interviews', match: '/host/interviews', roles: ADMINS },
  { key: 'inquiries', path: '/host/inquiries', match: '/host/inquiries', roles: ADMINS },
  { key: 'surveys', path: '/host/surveys', match: '/host/surveys', roles: ADMINS },
  { key: 'talent', path: '/host/talent', match: '/host/talent', roles: HOSTS },
  { key: 'pages', path: '/host/pages', match: '/host/pages', roles: ADMINS },
  { key: 'plans', path: '/host/plans', match: '/host/plans', roles: ADMINS },
  { key: 'payments', path: '/host/payments', match: '/host/payments', roles: ADMINS },
  { key: 'partners', path: '/host/partners', match: '/host/partners', roles: ADMINS },
];

/** The sections a member with this role sees. */
export const sectionsFor = (role: Role | undefined) => HOST_SECTIONS.filter((section) => role !== undefined && section.roles.includes(role));
