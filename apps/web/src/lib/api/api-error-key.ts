import { isApiError } from './api-error.ts';

/**
 * The server's message keys that the feature words itself (spec section 8), mapped to keys under
 * `competition.errors`. Anything else shows the server's own localized text.
 */
const KNOWN = {
  no_access: 'noAccess',
  agreement_required: 'agreementRequired',
  join_required: 'joinRequired',
  submissions_closed: 'submissionsClosed',
  phone_required: 'phoneRequired',
  exist: 'phoneTaken',
  daily_limit_exceeded: 'dailyLimit',
  submission_limit_exceeded: 'submissionLimit',
  check_file_name: 'fileName',
  wrong_extension: 'wrongExtension',
  file_size_limit: 'fileSize',
  file_upload_failed: 'uploadFailed',
  corrupted_file: 'corrupted',
  'submission.too_many_rows': 'tooManyRows',
  'submission.empty_file': 'emptyFile',
  'not login': 'notLogin',
  sample_already_submitted: 'sampleUsed',
  final_needs_score: 'finalNeedsScore',
  final_limit_exceeded: 'finalLimit',
  try_again: 'retry',
} as const;

export type KnownErrorKey = (typeof KNOWN)[keyof typeof KNOWN];

/** The feature's own key for a server message key, or null when the server's `detail` should be shown. */
export function knownKeyOf(messageKey: string): KnownErrorKey | null {
  return (KNOWN as Record<string, KnownErrorKey>)[messageKey] ?? null;
}

export function knownErrorKey(error: unknown): KnownErrorKey | null {
  return isApiError(error) ? knownKeyOf(error.messageKey) : null;
}
