/** What a file picker accepts: the browser's `accept` list and a size limit, both shown before upload. */
export interface FileRules {
  /** Extensions (`.csv`), MIME types (`image/png`) or type families (`image/*`), as in `accept`. */
  accept?: readonly string[];
  maxBytes?: number;
}

export type FileRuleProblem = 'type' | 'size' | 'empty';

function matchesAccept(file: { name: string; type: string }, pattern: string): boolean {
  const wanted = pattern.trim().toLowerCase();
  if (wanted.startsWith('.')) return file.name.toLowerCase().endsWith(wanted);
  const type = file.type.toLowerCase();
  if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
  return type === wanted;
}

/**
 * Why a picked or dropped file breaks the caller's rules, before anything is sent. The browser's
 * `accept` only filters its own dialog; a dropped file or "all files" in the dialog passes it.
 * The server still decides by the bytes; this spares a useless upload.
 */
export function checkFileRules(file: { name: string; type: string; size: number }, rules: FileRules): FileRuleProblem | null {
  if (rules.accept?.length && !rules.accept.some((pattern) => matchesAccept(file, pattern))) return 'type';
  if (file.size === 0) return 'empty';
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) return 'size';
  return null;
}

/** The accepted kinds as a reader sees them: `.csv, .zip, PNG, images`; `family` names `image/*` in the page's language. */
export function describeAccept(accept: readonly string[], family: (name: string) => string): string {
  const describe = (pattern: string) => {
    if (pattern.startsWith('.')) return pattern;
    const [kind = pattern, sub = ''] = pattern.split('/');
    return sub === '*' ? family(kind) : sub.toUpperCase();
  };
  return [...new Set(accept.map(describe))].join(', ');
}
