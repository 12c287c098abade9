const EXCERPT = 160;

/** Plain words of a markdown body, for list lines and the moderators' excerpts. */
export function excerptOf(markdown: string, length = EXCERPT): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    // No pattern may scan past the next bracket or line: a body of `[` or newlines repeated would make each
    // match attempt read to the end, seconds of work on the event loop for every list that shows the post.
    .replace(/!\[[^[\]]*\]\([^()[\]]*\)/g, ' ')
    .replace(/\[([^[\]]*)\]\([^()[\]]*\)/g, '$1')
    .replace(/^[ \t]*(?:[-+*]|\d+\.)[ \t]+/gm, ' ')
    // Emphasis marks sit inside words ("**02시**부터"), so they go without leaving a space.
    .replace(/~~|[*`]+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, '')
    .replace(/[#>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  // Cut between words when one ends near the limit, so the line does not end in half a word.
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > length * 0.6 && text[length - 1] !== ' ' ? cut.slice(0, lastSpace) : cut.trimEnd()}…`;
}
