/**
 * An allow-list rebuild of untrusted HTML (a notebook's `text/html` outputs, e.g. pandas tables). Nothing of
 * the input is copied through: tags on the list are written anew with only their numeric span attributes,
 * all other tags are dropped, the contents of script-like elements go with them, and text is escaped. So no
 * attribute (event handler, style, link) and no unlisted element can reach the page. A tag's pattern stops
 * at the next `<`, which keeps the work linear in the input.
 */
const ALLOWED = new Set([
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
  'div',
  'span',
  'p',
  'br',
  'hr',
  'b',
  'i',
  'strong',
  'em',
  'code',
  'pre',
  'small',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
]);
const VOID = new Set(['br', 'hr', 'col']);
/** Elements whose whole content is dropped, not just their tags. */
const DROP_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'title', 'xmp', 'noembed', 'noframes']);
const SPAN_ATTRIBUTE = /\b(colspan|rowspan)\s*=\s*["']?(\d{1,3})["']?/gi;

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<![^<>]*>?|<\?[^<>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)([^<>]*)>/g;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Text between tags: entities the source already wrote stay, every other special character is escaped. */
function escapeText(text: string): string {
  return text.replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)|[<>"']/g, (c) => escapeHtml(c));
}

export function sanitizeHtml(input: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let dropping: string | null = null;
  let last = 0;
  for (const match of input.matchAll(TOKEN)) {
    const text = input.slice(last, match.index);
    last = match.index + match[0].length;
    if (!dropping) out.push(escapeText(text));
    const name = match[1]?.toLowerCase();
    if (!name) continue; // comments, doctypes, processing instructions
    const closing = match[0].startsWith('</');
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_CONTENT.has(name)) {
      if (!closing && !match[0].endsWith('/>')) dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    const spans = [...(match[2] ?? '').matchAll(SPAN_ATTRIBUTE)].map((m) => ` ${m[1]!.toLowerCase()}="${Math.min(Number(m[2]), 100)}"`);
    out.push(`<${name}${name === 'td' || name === 'th' ? spans.join('') : ''}>`);
    if (!VOID.has(name)) open.push(name);
  }
  if (!dropping) out.push(escapeText(input.slice(last)));
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}
