import type MarkdownIt from 'markdown-it';
import { isApiLink, isPlatformImage } from '@madang/contracts/user-content';
import { escapeHtml } from './sanitize-html.ts';

type Markdown = InstanceType<typeof MarkdownIt>;

/**
 * Keeps markdown that members write from making a reader's browser call anywhere: images only from the
 * platform's image store (any other becomes its alt text) and links into an API without their address.
 * Wraps the link rule already set, so it composes with the renderer's own rel and target.
 */
export function keepUserContentOffTheApi(md: Markdown): void {
  const renderImage = md.renderer.rules.image!;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    if (isPlatformImage(String(token.attrGet('src') ?? ''))) return renderImage(tokens, idx, options, env, self);
    return `<span class="md-image-removed">${escapeHtml(self.renderInlineAsText(token.children ?? [], options, env))}</span>`;
  };
  const renderLink = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const href = token.attrGet('href');
    if (href !== null && isApiLink(String(href))) token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'href');
    return renderLink(tokens, idx, options, env, self);
  };
}
