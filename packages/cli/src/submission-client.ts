import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Submission } from '@madang/contracts';
import { MadangError } from './madang-error.ts';

export interface ClientOptions {
  token: string;
  baseUrl: string;
  language?: 'ko' | 'en';
}

const FINISHED = new Set(['scored', 'error', 'install_error']);

/** The calls a script makes with a personal API token; it shares nothing with the server but the published API. */
export function createSubmissionClient({ token, baseUrl, language = 'ko' }: ClientOptions) {
  const base = baseUrl.replace(/\/$/, '');
  const request = async <T>(method: string, pathname: string, body?: FormData): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(base + pathname, {
        method,
        body,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'accept-language': language },
      });
    } catch (error) {
      throw new MadangError(`Cannot reach ${base}: ${(error as Error).message}`, 'unreachable', 0);
    }
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as { data?: T; message?: string; detail?: string }) : {};
    if (!response.ok) throw new MadangError(parsed.detail ?? `HTTP ${response.status}`, parsed.message ?? '', response.status);
    return parsed.data as T;
  };

  const submission = (id: number) => request<Submission>('GET', `/api/v1/submissions/${id}`);

  return {
    submission,
    async submit(options: { competition: string; file: string; memo?: string; teamName?: string }): Promise<Submission> {
      const form = new FormData();
      form.set('cpt_id', options.competition);
      form.set('memo', options.memo ?? '');
      if (options.teamName) form.set('team_name', options.teamName);
      form.set('file', new Blob([await readFile(options.file)]), path.basename(options.file));
      return (await request<{ submission: Submission }>('POST', '/api/submission/auto-submission', form)).submission;
    },
    /** Polls until graded; a refused file becomes a MadangError with the grader's message. */
    async wait(id: number, { timeoutMs = 600_000, intervalMs = 1000 } = {}): Promise<Submission> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const current = await submission(id);
        if (current.status === 'scored') return current;
        if (FINISHED.has(current.status)) throw new MadangError(current.error?.detail ?? current.status_label, current.error?.key ?? current.status, 200);
        if (Date.now() > deadline) throw new MadangError(`Grading did not finish within ${timeoutMs / 1000} s`, 'timeout', 0);
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
      }
    },
  };
}
