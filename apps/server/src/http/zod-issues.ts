import type { z } from 'zod';
import type { CatalogKey } from '@madang/i18n';
import type { FieldProblem } from './app-error.ts';

type Issue = z.core.$ZodIssue;

/** Maps zod's issues to the catalog's validation keys, one per field. */
export function fieldIssuesFromZod(issues: readonly Issue[]): FieldProblem[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.') || '(body)';
    return { field, ...keyOf(issue) };
  });
}

function keyOf(issue: Issue): Omit<FieldProblem, 'field'> {
  // A schema's own message is a `validation.` key of the catalog (`z.string().refine(..., 'validation.x')`).
  if (issue.message.startsWith('validation.')) return { key: issue.message as CatalogKey };
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'validation.too_long', params: { max: Number(issue.maximum) } }
        : { key: 'validation.too_big', params: { max: Number(issue.maximum) } };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { key: 'validation.required' };
      return issue.origin === 'string'
        ? { key: 'validation.too_short', params: { min: Number(issue.minimum) } }
        : { key: 'validation.too_small', params: { min: Number(issue.minimum) } };
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'validation.email' } : { key: 'validation.invalid_type' };
    case 'invalid_type':
      return issue.input === undefined ? { key: 'validation.required' } : { key: 'validation.invalid_type' };
    case 'invalid_value':
      return issue.values.length === 1 && issue.values[0] === true ? { key: 'validation.must_accept' } : { key: 'validation.invalid_value' };
    case 'unrecognized_keys':
      return { key: 'validation.unknown_field' };
    default:
      return { key: 'validation.invalid_value' };
  }
}
