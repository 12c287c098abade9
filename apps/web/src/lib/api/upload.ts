import { ApiError, NETWORK_ERROR_STATUS } from './api-error.ts';
import { apiHeaders, parseBody, reportFailure } from './client.ts';
import { forgetEmbeddedAnswers } from './embedded-answers.ts';

/** The caller cancelled the upload; not a failure to show or report. */
export class UploadAborted extends Error {
  constructor() {
    super('upload aborted');
    this.name = 'UploadAborted';
  }
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Text fields, sent before the file because the server reads them first. */
  fields?: Record<string, string>;
  /** The file part; `field` is its form name (`file` unless the route wants another). */
  file?: { blob: Blob; name: string; field?: string } | null;
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

type ErrorBody = ConstructorParameters<typeof ApiError>[0];

/**
 * A multipart call with the JSON client's headers, language, error body and failure report. It goes
 * through XMLHttpRequest, the one browser API that reports upload progress and can be cancelled mid-way.
 * Resolves with the whole answer (the `{status, message, data}` envelope).
 */
export function upload<T>(path: string, options: UploadOptions = {}): Promise<T> {
  const method = options.method ?? 'POST';
  forgetEmbeddedAnswers();
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  if (options.file) form.append(options.file.field ?? 'file', options.file.blob, options.file.name);

  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (error: ApiError) => {
      reportFailure(path, method, error);
      reject(error);
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else fail(new ApiError((body ?? { message: 'file_upload_failed' }) as ErrorBody, xhr.status));
    };
    xhr.onerror = () => fail(new ApiError({ code: 'network', message: 'file_upload_failed' }, NETWORK_ERROR_STATUS));
    xhr.onabort = () => reject(new UploadAborted());
    if (options.signal?.aborted) return reject(new UploadAborted());
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    xhr.open(method, path);
    // Same-origin cookies carry the session; the server checks Origin on every change, as for JSON calls.
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    xhr.send(form);
  });
}
