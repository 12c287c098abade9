import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The shipped entry: the bundled command line, rebuilt by the launcher when a source changed.
const launcher = fileURLToPath(new URL('../../bin/score.mjs', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'madang-score-'));

function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

function run(args: string[]) {
  const result = spawnSync(process.execPath, [launcher, ...args], { encoding: 'utf8', cwd: repositoryRoot });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const truth = file('truth.csv', 'id,y,Usage\na,1,Public\nb,2,Private\nc,3,Public\n');

describe('score command', () => {
  it('prints one JSON line and exits 0', () => {
    const submission = file('good.csv', 'id,y\na,1\nb,3\nc,3\n');
    expect(run(['--metric', 'mae', '--truth', truth, '--submission', submission])).toEqual({ code: 0, stdout: '{"public":0,"private":1}\n', stderr: '' });
  });

  it('takes the id and split columns and options', () => {
    const ranking = file('ranking.csv', 'part,key,items\nPublic,1,x y\nPrivate,2,z\n');
    const guesses = file('guesses.csv', 'key,items\n1,y x\n2,q z\n');
    const result = run(['--metric', 'map_at_k', '--truth', ranking, '--submission', guesses, '--id', 'key', '--split', 'part', '--option', 'k=1']);
    expect(result).toMatchObject({ code: 0, stdout: '{"public":1,"private":0}\n' });
  });

  it('prints a refusal with line and column on stderr and exits 2', () => {
    const submission = file('bad.csv', 'id,y\na,1\nb,oops\nc,3\n');
    const result = run(['--metric', 'mae', '--truth', truth, '--submission', submission, '--lang', 'en']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('Line 3, column y: "oops" is not a finite number.\n{"key":"submission.not_a_number","row":3,"column":"y","value":"oops"}\n');
  });

  it('exits 1 for a bad ground truth, a bad command or a missing file', () => {
    const badTruth = file('bad-truth.csv', 'id,y\na,1\na,2\n');
    const submission = file('any.csv', 'id,y\na,1\n');
    expect(run(['--metric', 'mae', '--truth', badTruth, '--submission', submission]).code).toBe(1);
    expect(run(['--metric', 'nope', '--truth', truth, '--submission', submission])).toMatchObject({ code: 1 });
    expect(run(['--metric', 'mae', '--truth', truth])).toMatchObject({ code: 1 });
    expect(run(['--metric', 'mae', '--truth', truth, '--submission', join(folder, 'absent.csv')]).code).toBe(1);
    expect(run(['--bogus']).code).toBe(1);
  });

  it('prepares the truth on a second thread with the same results and refusals, in the same order', () => {
    const threads = (args: string[]) => [run([...args, '--threads', '1']), run([...args, '--threads', '2'])];
    const good = file('two-good.csv', 'id,y\r\nc,3\r\nb,3\r\na,1');
    const bad = file('two-bad.csv', 'id,y\na,1\nb,oops\nzz,3\n');
    const duplicated = file('two-duplicate.csv', 'id,y\na,1\nb,2\na,3\n');
    const badTruth = file('two-bad-truth.csv', 'id,y\na,1\na,2\n');
    const absent = join(folder, 'absent.csv');
    // Integer ids, read as values on the two-thread path.
    const intTruth = file('int-truth.csv', 'id,y,Usage\n1,1,Public\n2,0,Private\n3,0,Public\n4,1,Private\n5,1,Public\n6,0,Private\n');
    const intGood = file('int-good.csv', 'id,y\n5,0.9\n2,0.1\n6,0.4\n1,0.7\n4,0.6\n3,0.2\n');
    const intDuplicated = file('int-duplicate.csv', 'id,y\n5,0.9\n2,0.1\n6,0.4\n1,0.7\n5,0.6\n3,0.2\n');
    const intLookalike = file('int-lookalike.csv', 'id,y\n5,0.9\n02,0.1\n6,0.4\n1,0.7\n4,0.6\n3,0.2\n');
    const intBadTruth = file('int-bad-truth.csv', 'id,y\n1,1\n2,0\n1,1\n');
    const cases = [
      ['--metric', 'mae', '--truth', truth, '--submission', good],
      ['--metric', 'rmse', '--truth', truth, '--submission', bad, '--lang', 'en'],
      ['--metric', 'rmse', '--truth', truth, '--submission', duplicated],
      ['--metric', 'rmse', '--truth', truth, '--submission', good, '--row-limit', '2'],
      ['--metric', 'mae', '--truth', badTruth, '--submission', bad],
      ['--metric', 'mae', '--truth', badTruth, '--submission', absent],
      ['--metric', 'mae', '--truth', absent, '--submission', bad],
      ['--metric', 'mae', '--truth', truth, '--submission', absent],
      ['--metric', 'f1_macro', '--truth', truth, '--submission', good],
      ['--metric', 'roc_auc', '--truth', intTruth, '--submission', intGood],
      ['--metric', 'rmse', '--truth', intTruth, '--submission', intGood],
      ['--metric', 'roc_auc', '--truth', intTruth, '--submission', intDuplicated],
      ['--metric', 'roc_auc', '--truth', intTruth, '--submission', intLookalike],
      ['--metric', 'rmse', '--truth', intBadTruth, '--submission', intGood],
    ];
    const codes = cases.map((args) => {
      const [one, two] = threads(args);
      expect(two, args.join(' ')).toEqual(one);
      return one!.code;
    });
    expect(codes).toEqual([0, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 2, 2, 1]);
    expect(run(['--metric', 'mae', '--truth', truth, '--submission', good, '--threads', '3']).code).toBe(1);
  }, 30_000);

  it('lists the metrics with their options', () => {
    const result = run(['--list']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^map_at_k +higher is better +ranking/m);
    expect(result.stdout).toContain('--option k=...');
  });

  it('runs through the npm script of the repository', () => {
    const submission = file('npm.csv', 'id,y\na,1\nb,2\nc,4\n');
    const result = spawnSync('npm', ['run', 'score', '--', '--metric', 'rmse', '--truth', truth, '--submission', submission], { encoding: 'utf8', cwd: repositoryRoot });
    expect(result.status).toBe(0);
    expect(result.stdout.trim().split('\n').at(-1)).toBe(JSON.stringify({ public: Math.sqrt(0.5), private: 0 }));
  });
});
