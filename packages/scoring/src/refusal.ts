import type { ScoringMessageKey } from './messages.ts';

/**
 * Why a file, a ground truth or a command was refused. `row` is the line number in the file
 * (line 1 is the header), `column` the column name, `value` the offending text (shortened),
 * `limit` the limit that was exceeded, `expected` what should have been there, `first` the line
 * where a duplicated id first appeared.
 */
export interface ScoringProblem {
  key: ScoringMessageKey;
  row?: number;
  column?: string;
  value?: string;
  limit?: number;
  expected?: string;
  first?: number;
}

/** Thrown by the reader, the preparation and the scorer; carries one problem. */
export class ScoringRefusal extends Error {
  readonly problem: ScoringProblem;

  constructor(problem: ScoringProblem) {
    super(problem.key);
    this.name = 'ScoringRefusal';
    this.problem = problem;
  }
}

const shownValueLength = 40;

/** Shortens a cell for a message so that a huge cell cannot flood a log or a page. */
function shortenValue(text: string): string {
  return text.length <= shownValueLength ? text : `${text.slice(0, shownValueLength)}…`;
}

/** The problem as a refusal states it (its value shortened). */
export function statedProblem(problem: ScoringProblem): ScoringProblem {
  return problem.value === undefined ? problem : { ...problem, value: shortenValue(problem.value) };
}

export function refuse(problem: ScoringProblem): never {
  throw new ScoringRefusal(statedProblem(problem));
}

export function isScoringRefusal(error: unknown): error is ScoringRefusal {
  return error instanceof ScoringRefusal;
}
