/** Characters that would end an image's alt text or address early in markdown. */
const MARKDOWN_BRACKETS = /[[\]()\\]/g;

/** An uploaded image as markdown: its file name (without the extension) as the alt text, for readers who cannot see it. */
export function imageMarkdown(fileName: string, url: string, fallbackAlt: string): string {
  const alt =
    fileName
      .replace(/\.[^.]*$/, '')
      .replace(MARKDOWN_BRACKETS, ' ')
      .replace(/\s+/g, ' ')
      .trim() || fallbackAlt;
  return `![${alt}](${url})`;
}

/**
 * Puts a block (an image) into the text at the caret, on a line of its own so markdown reads it as one, and
 * says where the caret goes after it.
 */
export function insertBlock(text: string, caret: number, block: string): { text: string; caret: number } {
  const at = Math.max(0, Math.min(caret, text.length));
  const before = text.slice(0, at);
  const after = text.slice(at);
  const opening = before === '' || before.endsWith('\n') ? '' : '\n';
  const closing = after.startsWith('\n') ? '' : '\n';
  const inserted = `${opening}${block}${closing}`;
  return { text: `${before}${inserted}${after}`, caret: before.length + inserted.length };
}
