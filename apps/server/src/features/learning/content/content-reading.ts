import type { z } from 'zod';
import { fieldIssuesFromZod } from '../../../http/zod-issues.ts';
import { codeTextSchema, contentLimits, type descriptionSchema } from './content-schema.ts';
import type { ContentIssue } from './content-error.ts';
import { splitLanguages } from './front-matter.ts';
import type { ProjectFiles } from './project-content.ts';

/** Collects issues so that one import reports every problem of the folder at once. */
export class IssueList {
  readonly issues: ContentIssue[] = [];
  add(file: string, key: ContentIssue['key'], params?: ContentIssue['params'], field?: string) {
    this.issues.push({ file, key, ...(field ? { field } : {}), ...(params ? { params } : {}) });
  }
  addZod(file: string, error: z.ZodError, prefix = '') {
    for (const issue of fieldIssuesFromZod(error.issues)) {
      const field = issue.field === '(body)' ? prefix : [prefix, issue.field].filter(Boolean).join('.');
      this.add(file, issue.key, issue.params, field || undefined);
    }
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The file's text, or an issue when it is too large or not UTF-8. */
export function readText(files: ProjectFiles, file: string, issues: IssueList): string | undefined {
  const bytes = files.get(file);
  if (!bytes) {
    issues.add(file, 'validation.edu_missing_file');
    return undefined;
  }
  if (bytes.length > contentLimits.textFileBytes) {
    issues.add(file, 'validation.edu_file_too_large', { max: contentLimits.textFileBytes });
    return undefined;
  }
  try {
    return utf8
      .decode(bytes)
      .replace(/^\uFEFF/, '')
      .replace(/\r\n/g, '\n');
  } catch {
    issues.add(file, 'validation.edu_not_utf8');
    return undefined;
  }
}

/** Numbers 1, 2, 3 … in order, no gaps, none twice; the first gap is named. */
export function checkNumbering(numbers: number[], file: string, issues: IssueList) {
  const seen = new Set<number>();
  for (const number of numbers) {
    if (seen.has(number)) issues.add(file, 'validation.edu_duplicate_number', { number });
    seen.add(number);
  }
  const gap = [...seen].sort((a, b) => a - b).findIndex((number, index) => number !== index + 1);
  if (gap >= 0) issues.add(file, 'validation.edu_numbering', { expected: gap + 1, found: [...seen].sort((a, b) => a - b)[gap]! });
}

/** A body in both languages, each within the markdown limit. */
export function readBody(file: string, body: string, issues: IssueList, schema: typeof descriptionSchema) {
  const split = splitLanguages(body);
  if (!split) {
    issues.add(file, 'validation.edu_language_markers');
    return undefined;
  }
  const parsed = schema.safeParse(split);
  if (!parsed.success) issues.addZod(file, parsed.error, 'body');
  return parsed.success ? parsed.data : undefined;
}

/** A code file's text as stored: Unix line ends, no trailing blank lines. */
export function readCode(files: ProjectFiles, file: string, issues: IssueList): string | undefined {
  const text = readText(files, file, issues);
  if (text === undefined) return undefined;
  const parsed = codeTextSchema.safeParse(text.replace(/\s+$/, ''));
  if (!parsed.success) issues.addZod(file, parsed.error);
  return parsed.success ? parsed.data : undefined;
}
