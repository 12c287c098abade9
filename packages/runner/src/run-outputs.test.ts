import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runner } from './runner.ts';
import { startTestRunner, stdoutOf } from './test-support.ts';

let runner: Runner;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ runner, close } = await startTestRunner());
}, 120_000);
afterAll(() => close());

describe('what a run shows', { timeout: 60_000 }, () => {
  it('returns printed text and the last expression, in order', async () => {
    const result = await runner.run({ code: 'print("안녕")\nx = 40\nx + 2' });
    expect(result.status).toBe('ok');
    expect(result.outputs).toEqual([
      { kind: 'stdout', text: '안녕\n' },
      { kind: 'value', text: '42' },
    ]);
    expect(result.cpuMs).toBeGreaterThanOrEqual(0);
    expect(result.wallMs).toBeGreaterThan(0);
  });

  it('shows a DataFrame as a sanitized table', async () => {
    const result = await runner.run({ code: 'import pandas as pd\npd.DataFrame({"a": [1, 2]}).describe()' });
    expect(result.status).toBe('ok');
    expect(result.outputs).toHaveLength(1);
    const table = result.outputs[0]!;
    expect(table.kind).toBe('table');
    expect(table.html).toContain('<th>mean</th>');
    expect(table.html).toContain('<td>1.500000</td>');
    expect(table.html).not.toMatch(/class=|style=|border=/);
  });

  it('keeps markup in cells and column names as text', async () => {
    const code = 'import pandas as pd\ndisplay(pd.DataFrame({"<script>alert(1)</script>": ["<img src=x onerror=alert(1)>"]}))\nprint("after")';
    const result = await runner.run({ code });
    expect(result.outputs.map((output) => output.kind)).toEqual(['table', 'stdout']);
    expect(result.outputs[0]!.html).not.toMatch(/<script|<img/);
    expect(result.outputs[0]!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('shows matplotlib figures as PNG where plt.show() was called, and the rest at the end', async () => {
    const code = 'import matplotlib.pyplot as plt\nplt.plot([1, 2])\nplt.show()\nprint("between")\nplt.figure()\nplt.bar(["a"], [1])\nNone';
    const result = await runner.run({ code });
    expect(result.status).toBe('ok');
    expect(result.outputs.map((output) => output.kind)).toEqual(['figure', 'stdout', 'figure']);
    expect(Buffer.from(result.outputs[0]!.png!, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  it('reports an exception with the learner’s own traceback only', async () => {
    const result = await runner.run({ code: 'print("before")\ndef f(x):\n    return 1 / x\nf(0)' });
    expect(result.status).toBe('error');
    expect(stdoutOf(result)).toBe('before\n');
    expect(result.error?.type).toBe('ZeroDivisionError');
    expect(result.error?.traceback).toContain('File "<cell>", line 4');
    expect(result.error?.traceback).toContain('return 1 / x');
    expect(result.error?.traceback).not.toContain('harness.py');
  });

  it('reports a syntax error as an error', async () => {
    const result = await runner.run({ code: 'print("never"\n' });
    expect(result.status).toBe('error');
    expect(result.error?.type).toBe('SyntaxError');
  });

  it('starts every run from the zygote, not from the previous run', async () => {
    await runner.run({ code: 'import pandas as pd\npd.leftover = 1\nleft = 2' });
    const result = await runner.run({ code: 'import pandas as pd\nprint(hasattr(pd, "leftover"), "left" in globals())' });
    expect(stdoutOf(result)).toBe('False False\n');
  });
});
