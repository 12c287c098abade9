import type { ErrorMessageKey } from '@madang/i18n';
import { AppError } from '../../http/app-error.ts';
import { renderMarkdown, renderNotebookFile } from '../codeshare/notebook/render-notebook.ts';

/** Work sent to a render worker: an uploaded notebook's bytes, or markdown someone wrote. */
export type RenderJob = { kind: 'notebook'; bytes: Uint8Array } | { kind: 'markdown'; source: string };

/** A refusal of the document itself (not a notebook, wrong version...), sent back as plain data and thrown again. */
export interface RenderRefusal {
  code: AppError['code'];
  messageKey: ErrorMessageKey;
  params?: Record<string, string | number>;
}

export type RenderOutcome = { status: 'rendered'; html: string; language: string | null } | { status: 'refused'; refusal: RenderRefusal };

/** Runs one job; the worker entry calls this for every message. */
export function runRenderJob(job: RenderJob): RenderOutcome {
  try {
    if (job.kind === 'markdown') return { status: 'rendered', html: renderMarkdown(job.source), language: null };
    return { status: 'rendered', ...renderNotebookFile(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength)) };
  } catch (error) {
    // The parser refuses with `errors.` keys only: a text from another catalog is a function, which cannot cross the thread.
    if (!(error instanceof AppError) || error.options.detail) throw error;
    return { status: 'refused', refusal: { code: error.code, messageKey: error.messageKey as ErrorMessageKey, params: error.options.params } };
  }
}
