import MarkdownIt from 'markdown-it';
import DOMPurify from 'dompurify';

// Raw HTML in a host's text is shown as text; DOMPurify still cleans the result in case a rule slips.
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });

/** Safe HTML for a competition's markdown text; links open in a new tab without access to this one. */
export function renderMarkdown(source: string): string {
  const html = DOMPurify.sanitize(markdown.render(source), { USE_PROFILES: { html: true } });
  return html.replace(/<a href="(https?:[^"]*)"/g, '<a href="$1" target="_blank" rel="noopener noreferrer"');
}
