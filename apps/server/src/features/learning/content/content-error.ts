import type { CatalogKey } from '@madang/i18n';
import { AppError } from '../../../http/app-error.ts';

/** One problem of a project folder: the file it is in, where in it, and a `validation.` catalog key. */
export interface ContentIssue {
  file: string;
  /** The front matter field (`quiz.correct`), when the problem is in one. */
  field?: string;
  key: CatalogKey;
  params?: Record<string, string | number>;
}

/** A folder or zip that cannot be imported, with every problem found (not only the first). */
export class ContentError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(issues.map((issue) => `${issue.file}${issue.field ? ` › ${issue.field}` : ''}: ${issue.key} ${JSON.stringify(issue.params ?? {})}`).join('\n'));
  }
}

/** The API's 400 for a refused project: each issue becomes a field named `file › field`, in the request's language. */
export function contentAppError(error: ContentError): AppError {
  return new AppError('invalid_content', 'edu_content_invalid', {
    fields: error.issues.map((issue) => ({ field: issue.field ? `${issue.file} › ${issue.field}` : issue.file, key: issue.key, params: issue.params })),
    params: { count: error.issues.length },
  });
}
