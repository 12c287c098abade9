import MarkdownIt from 'markdown-it';
import { isApiLink, isPlatformImage } from '@madang/contracts/user-content';
import { highlightCode } from './highlight-code.ts';

/** Posts and pages get all of markdown; comments a small part: inline code, code blocks, emphasis, links, lists. */
export type MarkdownSubset = 'full' | 'comment';

const COMMENT_EXCLUDED = ['heading', 'lheading', 'image', 'table', 'blockquote', 'hr'];

/**
 * markdown-it for text members and hosts write. Raw HTML is shown as text; images come only from the platform's
 * image store (any other is replaced by its alt text, so reading a post makes no request its author chose), and
 * links into an API lose their address (see isApiLink). Fenced code is highlighted; tables sit in a box that
 * scrolls sideways, so a wide one never widens the page.
 */
export function createUserMarkdown(subset: MarkdownSubset = 'full') {
  const md = new MarkdownIt({ html: false, linkify: true, breaks: true, highlight: highlightCode });
  if (subset === 'comment') md.disable(COMMENT_EXCLUDED);
  const renderImage = md.renderer.rules.image!;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    if (isPlatformImage(String(token.attrGet('src') ?? ''))) return renderImage(tokens, idx, options, env, self);
    const alt = self.renderInlineAsText(token.children ?? [], options, env);
    return `<span class="md-image-removed">${md.utils.escapeHtml(alt)}</span>`;
  };
  md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
    const token = tokens[idx]!;
    const href = token.attrGet('href');
    if (href !== null && isApiLink(String(href))) token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'href');
    return self.renderToken(tokens, idx, options);
  };
  md.renderer.rules.table_open = (tokens, idx, options, _env, self) => `<div class="md-table" tabindex="0">${self.renderToken(tokens, idx, options)}`;
  md.renderer.rules.table_close = (tokens, idx, options, _env, self) => `${self.renderToken(tokens, idx, options)}</div>`;
  return md;
}
