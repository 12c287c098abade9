export type TextPart = { kind: 'text'; value: string } | { kind: 'link'; href: string };

const URL_PATTERN = /(https?:\/\/[^\s<>"')\]]+)/g;

/** Splits mail text into plain text and web links, so links can be clicked without rendering mail HTML. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: 'text', value: text.slice(last, index) });
    parts.push({ kind: 'link', href: match[0] });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}
