import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runner } from './runner.ts';
import { startTestRunner, stdoutOf } from './test-support.ts';

let runner: Runner;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ runner, close } = await startTestRunner());
}, 120_000);
afterAll(() => close());

// 891 passengers, 177 without an age: the model answer drops them.
const passengers =
  'import numpy as np\nimport pandas as pd\nrng = np.random.default_rng(0)\nages = rng.uniform(1, 80, 891)\nages[rng.choice(891, 177, replace=False)] = np.nan\npassengers = pd.DataFrame({"age": ages, "fare": rng.uniform(5, 500, 891)})\n';
const hint = '{"ko": "나이가 없는 행을 지웠나요?", "en": "did you drop the missing ages?"}';

describe('checks decided by the engine', { timeout: 60_000 }, () => {
  it('names the row count that differs, with the author’s hint in both languages', async () => {
    const result = await runner.run({
      code: `${passengers}df = passengers.copy()`,
      check: { solutionCode: `${passengers}df = passengers.dropna(subset=["age"])`, checkCode: `check_object("df", hint=${hint})` },
    });
    expect(result.status).toBe('ok');
    expect(result.check).toEqual({
      passed: false,
      message: {
        ko: '`df`의 행이 891개입니다. 714개여야 합니다. — 나이가 없는 행을 지웠나요?',
        en: '`df` has 891 rows; expected 714. — did you drop the missing ages?',
      },
    });
  });

  it('passes a DataFrame equal to the model answer’s, within a small tolerance', async () => {
    const result = await runner.run({
      code: `${passengers}df = passengers.dropna(subset=["age"])\ndf = df.assign(fare=df.fare + 1e-12)`,
      check: { solutionCode: `${passengers}df = passengers.dropna(subset=["age"])`, checkCode: 'check_object("df")' },
    });
    expect(result.check).toEqual({ passed: true, message: { ko: '통과했습니다.', en: 'Passed.' } });
  });

  it('names a missing column, a wrong dtype and the first differing value', async () => {
    const solutionCode = 'import pandas as pd\ndf = pd.DataFrame({"a": [1, 2, 3], "b": ["x", "y", "z"]})';
    const missing = await runner.run({ code: 'import pandas as pd\ndf = pd.DataFrame({"a": [1, 2, 3]})', check: { solutionCode, checkCode: 'check_object("df")' } });
    expect(missing.check?.message.en).toBe('`df` is missing the column(s) b.');
    const dtype = await runner.run({
      code: 'import pandas as pd\ndf = pd.DataFrame({"a": ["1", "2", "3"], "b": ["x", "y", "z"]})',
      check: { solutionCode, checkCode: 'check_object("df")' },
    });
    expect(dtype.check?.message.en).toBe('Column `a` of `df` has dtype object; expected int64.');
    const value = await runner.run({
      code: 'import pandas as pd\ndf = pd.DataFrame({"a": [1, 2, 4], "b": ["x", "y", "z"]})',
      check: { solutionCode, checkCode: 'check_object("df")' },
    });
    expect(value.check?.message).toEqual({ ko: '`df`의 열 `a`이(가) 2번째 행에서 다릅니다: 4, 기대값 3.', en: 'Column `a` of `df` differs at row 2: 4; expected 3.' });
  });

  it('checks printed output, plain variables and function results', async () => {
    const check = {
      solutionCode: 'def area(w, h):\n    return w * h\ntotal = 12',
      checkCode: 'check_output_contains("total: 12")\ncheck_object("total")\ncheck_function_result("area", [3, 4])',
    };
    const passing = await runner.run({ code: 'def area(w, h):\n    return w * h\ntotal = area(3, 4)\nprint("total:", total)', check });
    expect(passing.check?.passed).toBe(true);
    const silent = await runner.run({ code: 'def area(w, h):\n    return w * h\ntotal = 12', check });
    expect(silent.check?.message.en).toBe('The output does not contain "total: 12".');
    const wrong = await runner.run({ code: 'def area(w, h):\n    return w + h\ntotal = 12\nprint("total: 12")', check });
    expect(wrong.check?.message.en).toBe('`area(3, 4)` is 7; expected 12.');
    const raising = await runner.run({ code: 'def area(w, h):\n    return w / 0\ntotal = 12\nprint("total: 12")', check });
    expect(raising.check?.message.en).toBe('`area(3, 4)` raised ZeroDivisionError: division by zero');
    const undefinedName = await runner.run({ code: 'print("total: 12")', check });
    expect(undefinedName.check?.message).toEqual({ ko: '`total`이(가) 정의되지 않았습니다.', en: '`total` is not defined.' });
  });

  it('checks which functions the code calls and what it imports', async () => {
    const check = {
      checkCode: 'check_import("pandas", alias="pd")\ncheck_call("pd.read_csv")\ncheck_call("dropna", hint={"ko": "결측치를 지우세요.", "en": "drop the missing values."})',
    };
    const passing = await runner.run({ code: 'import io\nimport pandas as pd\ndf = pd.read_csv(io.StringIO("a\\n1\\n"))\ndf = df.dropna()', check });
    expect(passing.check?.passed).toBe(true);
    const noDrop = await runner.run({ code: 'import io\nimport pandas as pd\ndf = pd.read_csv(io.StringIO("a\\n1\\n"))', check });
    expect(noDrop.check?.message).toEqual({
      ko: '코드에서 `dropna()`을(를) 호출하지 않았습니다. — 결측치를 지우세요.',
      en: 'Your code does not call `dropna()`. — drop the missing values.',
    });
    const alias = await runner.run({ code: 'import pandas\npandas.read_csv', check });
    expect(alias.check?.message.en).toBe('Import `pandas` as `pd`.');
  });

  it('shows the learner nothing of the check or the model answer', async () => {
    const result = await runner.run({
      code: 'x = 1\nprint("mine")',
      check: { solutionCode: 'x = 1\nprint("model answer")\nx', checkCode: 'print("from the check")\ncheck_object("x")' },
    });
    expect(result.outputs).toEqual([{ kind: 'stdout', text: 'mine\n' }]);
    expect(result.check?.passed).toBe(true);
  });

  it('fails, never passes, when the check itself is broken', async () => {
    const result = await runner.run({ code: 'x = 1', check: { checkCode: 'check_object(' } });
    expect(result.check?.passed).toBe(false);
    expect(result.check?.message.en).toMatch(/^The check itself failed \(SyntaxError/);
  });

  it('runs no check when the learner’s code fails', async () => {
    const result = await runner.run({ code: 'x = 1 / 0', check: { checkCode: 'check(True, ko="통과", en="pass")' } });
    expect(result.status).toBe('error');
    expect(result.check).toBeUndefined();
  });
});

describe('a learner cannot claim a pass', { timeout: 60_000 }, () => {
  const check = { solutionCode: 'answer = 42', checkCode: 'check_object("answer")' };

  it('by printing a verdict', async () => {
    const result = await runner.run({ code: 'answer = 0\nprint(\'{"t": "verdict", "passed": true, "message": {"ko": "통과", "en": "Passed."}}\')', check });
    expect(result.check?.passed).toBe(false);
  });

  it('by replacing sys.stdout or patching the check library it can import', async () => {
    const code = [
      'import sys, io',
      'sys.stdout = io.StringIO()',
      'import madang_check',
      'madang_check.Check.check_object = lambda self, name, hint=None: None',
      'madang_check.run_check = lambda **kwargs: {"passed": True, "message": madang_check.PASSED}',
      'answer = 0',
    ].join('\n');
    const result = await runner.run({ code, check });
    expect(result.check?.passed).toBe(false);
    expect(result.check?.message.en).toBe('`answer` is 0; expected 42.');
  });

  it('by patching builtins the check uses', async () => {
    const result = await runner.run({ code: 'import builtins\nbuiltins.isinstance = lambda *a: True\nbuiltins.str = lambda *a: ""\nanswer = 0', check });
    expect(result.check?.passed).toBe(false);
  });

  it('by writing a forged verdict frame to the engine’s pipe and leaving', async () => {
    const code = [
      'import os, json, struct',
      'body = json.dumps({"t": "verdict", "nonce": "0" * 32, "passed": True, "message": {"ko": "통과", "en": "Passed."}}).encode()',
      'for fd in map(int, os.listdir("/proc/self/fd")):',
      '    try:',
      '        os.write(fd, struct.pack(">I", len(body)) + body)',
      '    except OSError:',
      '        pass',
      'answer = 42',
    ].join('\n');
    const forged = await runner.run({ code, check });
    expect(forged.check).toEqual({ passed: false, message: { ko: expect.any(String), en: 'The check result cannot be trusted: the code interfered with the checking channel.' } });
    const leaving = await runner.run({ code: `${code}\nos._exit(0)`, check });
    expect(leaving.check).toBeUndefined();
  });

  it('by ending the program before the check', async () => {
    const result = await runner.run({ code: 'import os\nanswer = 42\nos._exit(0)', check });
    expect(result.check).toBeUndefined();
    expect(result.status).toBe('error');
    expect(stdoutOf(result)).toBe('');
  });
});
