/** Twenty calm colours under which white initials are at least 4.5:1 (WCAG AA); a user's colour is their id modulo 20. */
export const AVATAR_PALETTE = [
  '#2563eb',
  '#0e7490',
  '#0f766e',
  '#065f46',
  '#15803d',
  '#4d7c0f',
  '#a16207',
  '#92400e',
  '#c2410c',
  '#dc2626',
  '#e11d48',
  '#db2777',
  '#c026d3',
  '#9333ea',
  '#7c3aed',
  '#4f46e5',
  '#475569',
  '#0369a1',
  '#047857',
  '#b45309',
] as const;

export const AVATAR_SIZES = [24, 28, 36, 40, 80, 120, 180] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

export type AvatarLook = { kind: 'picture'; src: string } | { kind: 'initials'; text: string; color: string } | { kind: 'whale'; color: string };

/** Letters, digits and spaces are fine; anything else (emoji, symbols) gets the whale image. */
const SPECIAL = /[^\p{L}\p{N}\s]/u;

export function avatarColor(id: number): string {
  const index = ((Math.trunc(id) % AVATAR_PALETTE.length) + AVATAR_PALETTE.length) % AVATAR_PALETTE.length;
  return AVATAR_PALETTE[index]!;
}

/** The first two characters of the name, counted as the user sees them (Hangul syllables, not bytes). */
export function avatarInitials(name: string): string {
  return Array.from(name.trim()).slice(0, 2).join('').toUpperCase();
}

/** What an avatar shows (spec section 3): the picture, else initials on the id's colour, else a whale. */
export function avatarLook(user: { id: number; name: string; picture?: string | null }): AvatarLook {
  if (user.picture) return { kind: 'picture', src: user.picture };
  const color = avatarColor(user.id);
  if (SPECIAL.test(user.name) || user.name.trim() === '') return { kind: 'whale', color };
  return { kind: 'initials', text: avatarInitials(user.name), color };
}
