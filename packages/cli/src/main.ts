import { parseArgs } from 'node:util';
import { MadangError } from './madang-error.ts';
import { baseUrlFromEnvironment, DEFAULT_BASE_URL, tokenFromEnvironment } from './settings.ts';
import { createSubmissionClient } from './submission-client.ts';

const USAGE = `usage: madang submit -c COMPETITION -f FILE [-m MEMO] [--no-wait] [--base-url URL] [--language ko|en]
       madang status SUBMISSION_ID [--base-url URL]
The token comes from MADANG_TOKEN or ~/.madang/token; the address from --base-url, MADANG_BASE_URL or ${DEFAULT_BASE_URL}.`;

/** The command line; returns the exit code: 0 done, 2 refused by the platform, 1 bad command or unreachable. */
export async function main(argv: string[], out = process.stdout, err = process.stderr): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        competition: { type: 'string', short: 'c' },
        file: { type: 'string', short: 'f' },
        message: { type: 'string', short: 'm', default: '' },
        'no-wait': { type: 'boolean', default: false },
        'base-url': { type: 'string' },
        language: { type: 'string', default: 'ko' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    err.write(`madang: ${(error as Error).message}\n${USAGE}\n`);
    return 1;
  }
  const { values, positionals } = parsed;
  const [command, target] = positionals;
  if (values.help || !command) {
    (values.help ? out : err).write(`${USAGE}\n`);
    return values.help ? 0 : 1;
  }
  const token = tokenFromEnvironment();
  if (!token) {
    err.write('madang: no API token: set MADANG_TOKEN or save it in ~/.madang/token\n');
    return 1;
  }
  const client = createSubmissionClient({ token, baseUrl: values['base-url'] ?? baseUrlFromEnvironment(), language: values.language === 'en' ? 'en' : 'ko' });
  try {
    if (command === 'submit' && values.competition && values.file) {
      const accepted = await client.submit({ competition: values.competition, file: values.file, memo: values.message });
      const result = values['no-wait'] ? accepted : await client.wait(accepted.id);
      out.write(`${JSON.stringify({ id: result.id, status: result.status, public_score: result.public_score })}\n`);
      return 0;
    }
    if (command === 'status' && target && /^\d+$/.test(target)) {
      const current = await client.submission(Number(target));
      out.write(`${JSON.stringify({ id: current.id, status: current.status, public_score: current.public_score })}\n`);
      return 0;
    }
  } catch (error) {
    if (!(error instanceof MadangError)) throw error;
    err.write(`madang: ${error.detail}\n`);
    return error.status === 0 ? 1 : 2;
  }
  err.write(`${USAGE}\n`);
  return 1;
}
