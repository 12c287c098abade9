import { describe, expect, it } from 'vitest';
import { redactText, redactUrl } from './log-redaction.ts';

describe('redacting free text', () => {
  it('blanks secret-named values to the next space or ampersand, and keeps the rest', () => {
    expect(redactText('login failed: password=hunter2;next=/home token=abc&page=2')).toBe('login failed: password=[redacted] token=[redacted]&page=2');
    expect(redactUrl('/api/x?page=1&sig=abc;def')).toBe('/api/x?page=1&sig=[redacted]');
  });

  it('stays linear on text of separators and names without values', () => {
    // Four times the text may take about four times as long, not sixteen; the fastest of five interleaved runs of each.
    const time = (repeats: number) => {
      const text = ';a'.repeat(repeats);
      const started = performance.now();
      redactText(text);
      return performance.now() - started;
    };
    time(20_000);
    const quarters: number[] = [];
    const wholes: number[] = [];
    for (let i = 0; i < 5; i++) {
      quarters.push(time(20_000));
      wholes.push(time(80_000));
    }
    expect(Math.min(...wholes)).toBeLessThan(10 * Math.min(...quarters) + 50);
  });
});
