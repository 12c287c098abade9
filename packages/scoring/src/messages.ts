import type { ScoringProblem } from './refusal.ts';

/**
 * Every message the scorer can give, in Korean and English. `{row}` is always a line number of
 * the file (line 1 is the header), so the text says "line" / "번째 줄". The server's i18n imports
 * this catalog; keep it the single source of these texts.
 */

/** Problems any CSV file can have; they exist for the submission and for the ground truth. */
const fileMessages = {
  ko: {
    corrupted: '파일이 손상되었거나 형식이 올바르지 않습니다. ({row}번째 줄)',
    not_utf8: '{row}번째 줄이 UTF-8이 아닙니다. 파일을 UTF-8(CSV UTF-8)로 저장해 주세요.',
    empty_file: '파일이 비어 있습니다. 첫 줄에 헤더가 있어야 합니다.',
    too_many_columns: '{row}번째 줄의 열이 너무 많습니다. 최대 {limit}개입니다.',
    missing_columns: '{row}번째 줄의 열이 {value}개입니다. {limit}개여야 합니다.',
    line_too_long: '{row}번째 줄이 너무 깁니다. 한 줄은 최대 {limit}바이트입니다.',
    unterminated_quote: '{row}번째 줄 {column} 열: 따옴표가 닫히지 않았습니다.',
    bad_quote: '{row}번째 줄 {column} 열: 닫는 따옴표 뒤에 쉼표나 줄바꿈이 와야 합니다.',
    too_many_rows: '행이 너무 많습니다({row}번째 줄). 헤더를 빼고 최대 {limit}행입니다.',
    empty_cell: '{row}번째 줄 {column} 열이 비어 있습니다.',
    not_a_number: '{row}번째 줄 {column} 열의 값 "{value}"은(는) 유한한 숫자가 아닙니다.',
    negative_value: '{row}번째 줄 {column} 열의 값 "{value}"은(는) 음수일 수 없습니다.',
    duplicate_id: '{row}번째 줄 {column} 열: ID "{value}"가 {first}번째 줄에 이미 있습니다.',
  },
  en: {
    corrupted: 'The file is corrupted or in an invalid format. (line {row})',
    not_utf8: 'Line {row} is not UTF-8. Please save the file as UTF-8 (CSV UTF-8).',
    empty_file: 'The file is empty. Its first line must be the header.',
    too_many_columns: 'Line {row} has too many columns; at most {limit}.',
    missing_columns: 'Line {row} has {value} columns; it must have {limit}.',
    line_too_long: 'Line {row} is too long; a line may have at most {limit} bytes.',
    unterminated_quote: 'Line {row}, column {column}: a quote is never closed.',
    bad_quote: 'Line {row}, column {column}: a closing quote must be followed by a comma or a line break.',
    too_many_rows: 'Too many rows (line {row}); at most {limit} rows besides the header.',
    empty_cell: 'Line {row}, column {column} is empty.',
    not_a_number: 'Line {row}, column {column}: "{value}" is not a finite number.',
    negative_value: 'Line {row}, column {column}: "{value}" must not be negative.',
    duplicate_id: 'Line {row}, column {column}: the id "{value}" already appeared on line {first}.',
  },
} as const;

const submissionMessages = {
  ko: {
    header_mismatch: '1번째 줄(헤더)이 다릅니다. "{column}" 열이 와야 할 자리에 "{value}"이(가) 있습니다. 헤더는 {expected}이어야 합니다.',
    unknown_id: '{row}번째 줄 {column} 열: ID "{value}"는 정답에 없는 ID입니다.',
    missing_id: '{column} 열의 ID "{value}"에 대한 행이 없습니다. 모든 ID가 정확히 한 번씩 있어야 합니다.',
    unknown_label: '{row}번째 줄 {column} 열의 값 "{value}"은(는) 알 수 없는 레이블입니다. 가능한 값: {expected}',
    probability_out_of_range: '{row}번째 줄 {column} 열의 값 "{value}"은(는) 0과 1 사이의 확률이어야 합니다.',
    zero_probability_row: '{row}번째 줄의 확률 합이 0입니다. 한 행의 확률 중 하나는 0보다 커야 합니다.',
    too_few_rows: '헤더를 빼고 {value}행뿐입니다. 정답의 ID {limit}개마다 한 행씩 있어야 합니다.',
  },
  en: {
    header_mismatch: 'Line 1 (header) differs: column "{column}" is expected where "{value}" is. The header must be {expected}.',
    unknown_id: 'Line {row}, column {column}: the id "{value}" is not in the ground truth.',
    missing_id: 'There is no row for the id "{value}" (column {column}). Every id must appear exactly once.',
    unknown_label: 'Line {row}, column {column}: "{value}" is not a known label. Known labels: {expected}',
    probability_out_of_range: 'Line {row}, column {column}: "{value}" must be a probability between 0 and 1.',
    zero_probability_row: 'Line {row}: the probabilities sum to 0; at least one must be above 0.',
    too_few_rows: 'The file has only {value} rows besides the header; it needs one row for each of the {limit} ids.',
  },
} as const;

const truthMessages = {
  ko: {
    missing_column: '정답 파일에 "{column}" 열이 없습니다.',
    duplicate_column: '정답 파일의 헤더에 "{column}" 열이 두 번 있습니다.',
    no_target: '정답 파일에 ID와 구분 열 말고 정답 열이 없습니다.',
    one_target_only: '이 지표는 정답 열이 하나여야 합니다. 지금은 {value}개입니다.',
    bad_split_value: '정답 파일 {row}번째 줄 {column} 열의 값 "{value}"은(는) {expected} 중 하나여야 합니다.',
    empty_part: '정답 파일에 {value} 행이 하나도 없습니다.',
    single_class: '정답 파일의 {value} 부분에서 {column} 열의 클래스가 하나뿐이라 이 지표를 계산할 수 없습니다.',
    not_binary: '정답 파일 {row}번째 줄 {column} 열의 값 "{value}": 이 지표는 0 또는 1만 받습니다.',
    too_many_labels: '정답 파일 {column} 열의 레이블이 {value}개입니다. 이 지표는 최대 2개입니다.',
    constant_target: '정답 파일의 {value} 부분에서 {column} 열의 값이 모두 같아 이 지표를 계산할 수 없습니다.',
    zero_target: '정답 파일 {row}번째 줄 {column} 열의 값이 0입니다. 이 지표는 0으로 나눌 수 없습니다.',
    unreadable: '준비된 정답 데이터를 읽을 수 없습니다. 정답 파일을 다시 올려 주세요.',
  },
  en: {
    missing_column: 'The ground truth has no column "{column}".',
    duplicate_column: 'The ground truth header has the column "{column}" twice.',
    no_target: 'The ground truth has no target column besides the id and split columns.',
    one_target_only: 'This metric needs exactly one target column; there are {value}.',
    bad_split_value: 'Ground truth line {row}, column {column}: "{value}" must be one of {expected}.',
    empty_part: 'The ground truth has no {value} rows.',
    single_class: 'In the {value} part of the ground truth, column {column} has a single class; this metric is undefined there.',
    not_binary: 'Ground truth line {row}, column {column}: "{value}"; this metric takes only 0 or 1.',
    too_many_labels: 'Ground truth column {column} has {value} labels; this metric takes at most 2.',
    constant_target: 'In the {value} part of the ground truth, column {column} is constant; this metric is undefined there.',
    zero_target: 'Ground truth line {row}, column {column} is 0; this metric divides by it.',
    unreadable: 'The prepared ground truth cannot be read. Please upload the ground truth again.',
  },
} as const;

const commandMessages = {
  ko: {
    'options.unknown_metric': '알 수 없는 지표 "{value}"입니다. 가능한 지표: {expected}',
    'options.unknown_option': '지표 {column}에는 "{value}" 옵션이 없습니다. 가능한 옵션: {expected}',
    'options.bad_value': '옵션 {column}의 값 "{value}"이(가) 올바르지 않습니다. {expected}',
    'scoring.timeout': '채점이 제한 시간 {limit}초를 넘었습니다.',
    'scoring.memory_limit': '채점이 메모리 제한 {limit}MB를 넘었습니다.',
    'scoring.failed': '채점 중 예기치 못한 오류가 났습니다. 다시 시도해 주세요.',
  },
  en: {
    'options.unknown_metric': 'Unknown metric "{value}". Known metrics: {expected}',
    'options.unknown_option': 'The metric {column} has no option "{value}". Options: {expected}',
    'options.bad_value': 'The option {column} has a bad value "{value}". {expected}',
    'scoring.timeout': 'Scoring took longer than the limit of {limit} s.',
    'scoring.memory_limit': 'Scoring needed more than the memory limit of {limit} MB.',
    'scoring.failed': 'Scoring failed unexpectedly. Please try again.',
  },
} as const;

type FileCode = keyof typeof fileMessages.en;
type SubmissionCode = keyof typeof submissionMessages.en;
type TruthCode = keyof typeof truthMessages.en;

/** A problem of the CSV layer; the caller says which file it came from. */
export type CsvProblemCode = FileCode;

export type ScoringMessageKey = `submission.${FileCode | SubmissionCode}` | `truth.${FileCode | TruthCode}` | keyof typeof commandMessages.en;

export type ScoringLocale = 'ko' | 'en';

function prefixKeys<P extends string, T extends Record<string, string>>(prefix: P, messages: T, lead = ''): { [K in keyof T & string as `${P}.${K}`]: string } {
  return Object.fromEntries(Object.entries(messages).map(([code, text]) => [`${prefix}.${code}`, lead + text])) as { [K in keyof T & string as `${P}.${K}`]: string };
}

function buildCatalog(locale: ScoringLocale, truthLead: string): Record<ScoringMessageKey, string> {
  return {
    ...prefixKeys('submission', fileMessages[locale]),
    ...prefixKeys('submission', submissionMessages[locale]),
    ...prefixKeys('truth', fileMessages[locale], truthLead),
    ...prefixKeys('truth', truthMessages[locale]),
    ...commandMessages[locale],
  };
}

export const scoringMessages: Record<ScoringLocale, Record<ScoringMessageKey, string>> = {
  ko: buildCatalog('ko', '정답 파일: '),
  en: buildCatalog('en', 'Ground truth: '),
};

/** Renders a refusal (or its problem) as text in the given locale. */
export function formatScoringError(error: { problem: ScoringProblem } | ScoringProblem, locale: ScoringLocale): string {
  const problem = 'problem' in error ? error.problem : error;
  const template = scoringMessages[locale][problem.key] ?? problem.key;
  return template.replace(/\{(row|column|value|limit|expected|first)\}/g, (whole, name: keyof ScoringProblem) => {
    const filled = problem[name];
    return filled === undefined ? whole : String(filled);
  });
}
