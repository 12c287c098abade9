import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api/api-error.ts';
import type { Envelope } from '../../../lib/api/client.ts';
import type { CreatedSubmission } from '../api/submission-api.ts';

export interface UploadHandle {
  done: Promise<CreatedSubmission>;
  abort: () => void;
}

export class UploadAborted extends Error {
  constructor() {
    super('upload aborted');
    this.name = 'UploadAborted';
  }
}

/**
 * Sends a submission file with XMLHttpRequest, the one browser API that reports upload progress and
 * can be cancelled mid-way. The fields go before the file: the server reads them first.
 */
export function uploadSubmission(options: {
  competitionId: number;
  file: File;
  memo: string;
  locale: string;
  onProgress: (share: number) => void;
}): UploadHandle {
  const xhr = new XMLHttpRequest();
  const form = new FormData();
  form.append('cpt_id', String(options.competitionId));
  form.append('memo', options.memo);
  form.append('file', options.file, options.file.name);

  const done = new Promise<CreatedSubmission>((resolve, reject) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve((body as Envelope<CreatedSubmission>).data);
      else reject(new ApiError((body ?? { message: 'file_upload_failed' }) as ConstructorParameters<typeof ApiError>[0], xhr.status));
    };
    xhr.onerror = () => reject(new ApiError({ code: 'network', message: 'file_upload_failed' }, NETWORK_ERROR_STATUS));
    xhr.onabort = () => reject(new UploadAborted());
  });

  xhr.open('POST', '/api/submission');
  xhr.withCredentials = true;
  xhr.setRequestHeader('Accept', 'application/json');
  xhr.setRequestHeader('Accept-Language', options.locale);
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}
