import type { FastifyRequest } from 'fastify';
import { CODE_BODY_MAX, NOTEBOOK_MAX_BYTES } from '@madang/contracts/codeshare';
import { badRequest } from '../../http/app-error.ts';

export interface CodeUpload {
  fields: Record<string, string>;
  file: { name: string; bytes: Buffer } | null;
}

/**
 * Reads POST and PUT /codeshare/v2/ipynb: text fields, and at most one notebook in the `file` part, kept in
 * memory up to the notebook limit. A bigger file is refused with the limit in the message, not cut short.
 * A JSON body (no notebook) is read as fields too.
 */
export async function readCodeUpload(request: FastifyRequest): Promise<CodeUpload> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)]));
    return { fields, file: null };
  }
  const fields: Record<string, string> = {};
  let file: CodeUpload['file'] = null;
  const parts = request.parts({ limits: { fileSize: NOTEBOOK_MAX_BYTES + 1, files: 1, fields: 12, fieldSize: CODE_BODY_MAX * 4 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file) {
      size += chunk.length;
      if (size <= NOTEBOOK_MAX_BYTES) chunks.push(chunk);
    }
    if (size > NOTEBOOK_MAX_BYTES || part.file.truncated) {
      throw badRequest('code_notebook_too_large', { params: { max: NOTEBOOK_MAX_BYTES / 1024 / 1024 } });
    }
    file = { name: part.filename || 'notebook.ipynb', bytes: Buffer.concat(chunks) };
  }
  return { fields, file };
}
