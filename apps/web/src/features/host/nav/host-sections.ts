/**
 * The host console's top-level sections, in the order the section bar shows them. Each feature
 * that adds a console page adds its entry here; `match` is the path prefix that marks it current.
 */
export interface HostSection {
  /** Catalog key of the label, under `host.sections`. */
  key: string;
  path: string;
  match: string;
  /** Site-wide sections (notices, FAQ) are for admins only. */
  adminOnly?: boolean;
}

export const HOST_SECTIONS: readonly HostSection[] = [
  { key: 'competitions', path: '/host', match: '/host/competitions' },
  { key: 'roles', path: '/host/roles', match: '/host/roles', adminOnly: true },
  { key: 'moderation', path: '/host/moderation', match: '/host/moderation' },
  { key: 'notices', path: '/host/notices', match: '/host/notices', adminOnly: true },
  { key: 'faq', path: '/host/faq', match: '/host/faq', adminOnly: true },
  { key: 'interviews', path: '/host/interviews', match: '/host/interviews', adminOnly: true },
  { key: 'inquiries', path: '/host/inquiries', match: '/host/inquiries', adminOnly: true },
];
