import { parseArgs } from 'node:util';

export type Command =
  | { kind: 'list' }
  | { kind: 'help' }
  | {
      kind: 'score';
      metric: string;
      truthPath: string;
      submissionPath: string;
      idColumn?: string;
      splitColumn?: string | null;
      options: Record<string, string>;
      rowLimit?: number;
      /** 1: one thread; 2: the truth on a second thread; unset: 2 for large files of numbers. */
      threads?: 1 | 2;
      locale: 'ko' | 'en';
    };

export const usage = `Usage:
  npm run score -- --metric NAME --truth TRUTH.csv --submission SUB.csv [--id COLUMN] [--split COLUMN | --no-split]
                   [--option key=value ...] [--row-limit N] [--threads 1|2] [--lang ko|en]
  npm run score -- --list

Prints {"public": NUMBER, "private": NUMBER | null} and exits 0. A refused submission prints its
message on stderr and exits 2; a bad command or a bad ground truth exits 1.
--threads 2 reads the ground truth on a second thread while the submission is read (the default
for metrics scored on numbers when the two files are over 4 MB together); --threads 1 never does.`;

/** Reads the command line; throws an Error with a readable message when it is wrong. */
export function parseCommand(argv: string[]): Command {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      metric: { type: 'string' },
      truth: { type: 'string' },
      submission: { type: 'string' },
      id: { type: 'string' },
      split: { type: 'string' },
      'no-split': { type: 'boolean' },
      option: { type: 'string', multiple: true },
      'row-limit': { type: 'string' },
      threads: { type: 'string' },
      lang: { type: 'string' },
      list: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return { kind: 'help' };
  if (values.list) return { kind: 'list' };
  const missing = (['metric', 'truth', 'submission'] as const).filter((name) => values[name] === undefined);
  if (missing.length > 0) throw new Error(`Missing ${missing.map((name) => `--${name}`).join(', ')}.`);
  if (values.split !== undefined && values['no-split']) throw new Error('Give --split or --no-split, not both.');
  const options: Record<string, string> = {};
  for (const pair of values.option ?? []) {
    const equals = pair.indexOf('=');
    if (equals <= 0) throw new Error(`--option takes key=value, got "${pair}".`);
    options[pair.slice(0, equals)] = pair.slice(equals + 1);
  }
  const rowLimit = values['row-limit'];
  if (rowLimit !== undefined && !/^[1-9][0-9]*$/.test(rowLimit)) throw new Error('--row-limit takes a positive whole number.');
  const threads = values.threads;
  if (threads !== undefined && threads !== '1' && threads !== '2') throw new Error('--threads takes 1 or 2.');
  const locale = values.lang ?? 'ko';
  if (locale !== 'ko' && locale !== 'en') throw new Error('--lang takes ko or en.');
  return {
    kind: 'score',
    metric: values.metric!,
    truthPath: values.truth!,
    submissionPath: values.submission!,
    ...(values.id !== undefined && { idColumn: values.id }),
    ...(values.split !== undefined && { splitColumn: values.split }),
    ...(values['no-split'] && { splitColumn: null }),
    options,
    ...(rowLimit !== undefined && { rowLimit: Number(rowLimit) }),
    ...(threads !== undefined && { threads: threads === '1' ? 1 : 2 }),
    locale,
  };
}
