import type { RunResult } from '@madang/runner';
import type { CodeRun, Locale, RunnerAvailabilityView } from '@madang/contracts';
import { translate } from '@madang/i18n';
import type { RunnerConfig } from '../../config.ts';
import type { CodeRunRow } from './create-code-run.ts';
import type { RunnerState } from './runner-state.ts';

/** Result statuses that stopped the code short, each with its catalog message under `runner.status.`. */
const stoppedShort = new Set(['timeout', 'cpu_limit', 'memory_limit', 'output_limit', 'crashed', 'cancelled']);

/** A run as its owner sees it: the code's own output and the server's check, nothing from the database row beyond that. */
export function presentCodeRun(run: CodeRunRow, options: { locale: Locale; queuePosition: number | null; limits: RunnerConfig['limits'] }): CodeRun {
  const { result } = run;
  return {
    id: run.id,
    status: run.status,
    queue_position: options.queuePosition,
    result: result && {
      status: result.status,
      outputs: result.outputs.map(({ kind, text, html, png }) => ({ kind, text, html, png })),
      truncated: result.truncated,
      error: result.error ? { type: result.error.type, message: result.error.message, traceback: result.error.traceback } : null,
      check: result.check ? { passed: result.check.passed, message: result.check.message[options.locale] } : null,
      cpu_ms: result.cpuMs,
      wall_ms: result.wallMs,
    },
    notice: presentNotice(run, result, options),
    created_at: run.createdAt.toISOString(),
    started_at: run.startedAt?.toISOString() ?? null,
    finished_at: run.finishedAt?.toISOString() ?? null,
  };
}

function presentNotice(run: CodeRunRow, result: RunResult | null, options: { locale: Locale; limits: RunnerConfig['limits'] }) {
  const reason =
    run.status === 'interrupted' || run.status === 'cancelled' ? run.status : result && stoppedShort.has(result.status) ? result.status : result?.truncated ? 'output_limit' : null;
  if (!reason) return null;
  const { limits } = options;
  const params = {
    wallSeconds: limits.wallSeconds,
    cpuSeconds: limits.cpuSeconds,
    memoryMb: Math.round(limits.memoryBytes / 1024 / 1024),
    outputKb: Math.round(limits.outputBytes / 1024),
  };
  const key = `runner.status.${reason}`;
  return { key, detail: translate(options.locale, key, params) };
}

/** Whether learning pages can offer Run; the reason in the reader's language, never the host's paths. */
export function presentAvailability(state: RunnerState, locale: Locale): RunnerAvailabilityView {
  const { available, sandboxed } = state.availability;
  return { available, sandboxed: available && sandboxed, detail: available ? null : translate(locale, 'runner.errors.unavailable') };
}
