import DOMPurify from 'dompurify';
import { createUserMarkdown } from './user-markdown.ts';

// Raw HTML in user text is shown as text; DOMPurify still cleans the result in case a rule slips.
const markdown = { full: createUserMarkdown('full'), comment: createUserMarkdown('comment') };

// The only classes the renderer writes: the highlighter's spans, the code's language, the table box, a removed image.
const ALLOWED_CLASSES: Record<string, RegExp> = {
  SPAN: /^(hljs-[a-z_-]+|md-image-removed)$/,
  CODE: /^language-[\w+#-]+$/,
  DIV: /^md-table$/,
};

// An instance of its own, so the class rule below does not reach the notebook view's sanitising.
const purify = DOMPurify(window);
purify.addHook('uponSanitizeAttribute', (node, data) => {
  if (data.attrName !== 'class') return;
  const allowed = ALLOWED_CLASSES[node.nodeName];
  const kept = allowed ? data.attrValue.split(/\s+/).filter((name) => allowed.test(name)) : [];
  if (kept.length === 0) data.keepAttr = false;
  else data.attrValue = kept.join(' ');
});

/** Safe HTML for markdown that members and hosts write; links open in a new tab without access to this one. */
export function renderMarkdown(source: string, subset: keyof typeof markdown = 'full'): string {
  const html = purify.sanitize(markdown[subset].render(source), { USE_PROFILES: { html: true } });
  return html.replace(/<a href="(https?:[^"]*)"/g, '<a href="$1" target="_blank" rel="noopener noreferrer"');
}
