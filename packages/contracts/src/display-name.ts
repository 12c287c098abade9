import { z } from 'zod';

/**
 * Characters that draw nothing, or reorder or disguise the text around them: controls (Cc), format
 * characters such as zero-width spaces and bidi overrides (Cf), line and paragraph separators, every
 * default-ignorable code point (the Hangul fillers among them) and variation selectors.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\p{Variation_Selector}]/u;

export const hasNoInvisibleCharacters = (value: string) => !INVISIBLE.test(value);

/**
 * A name other people read (a nickname, a team name): NFC, trimmed, 1 to `max` characters, nothing
 * invisible, so "팀장하늘\u200b" or "\u202eadmin" cannot pass for someone else. Uniqueness is decided on
 * the database's case-folded NFKC key of the name.
 */
export const displayNameSchema = (max: number) =>
  z.string().normalize('NFC').trim().min(1).max(max).refine(hasNoInvisibleCharacters, { message: 'validation.invisible_characters' });
