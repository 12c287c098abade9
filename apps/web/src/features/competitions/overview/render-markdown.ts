import DOMPurify from 'dompurify';
import { createUserMarkdown } from './user-markdown.ts';

// Raw HTML in user text is shown as text; DOMPurify still cleans the result in case a rule slips.
const markdown = createUserMarkdown();

/** Safe HTML for markdown that members and hosts write; links open in a new tab without access to this one. */
export function renderMarkdown(source: string): string {
  const html = DOMPurify.sanitize(markdown.render(source), { USE_PROFILES: { html: true } });
  return html.replace(/<a href="(https?:[^"]*)"/g, '<a href="$1" target="_blank" rel="noopener noreferrer"');
}
