import type { FastifyRequest } from 'fastify';
import { CODE_UPLOAD_MAX_BYTES } from '@madang/contracts/code-uploads';
import { badRequest } from '../../http/app-error.ts';

/**
 * Reads POST /codeupload: the `cpt_id` field and one file, kept in memory up to the limit. A bigger file is
 * read to its end and refused with the limit in the message, not cut short and stored.
 */
export async function readCodeFile(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: { name: string; bytes: Buffer } }> {
  if (!request.isMultipart()) throw badRequest('code_upload_empty');
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  let tooBig = false;
  const parts = request.parts({ limits: { fileSize: CODE_UPLOAD_MAX_BYTES + 1, files: 1, fields: 4, fieldSize: 200 }, throwFileSizeLimit: false });
  for await (const part of parts) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file) {
      size += chunk.length;
      if (size <= CODE_UPLOAD_MAX_BYTES) chunks.push(chunk);
    }
    tooBig = size > CODE_UPLOAD_MAX_BYTES || part.file.truncated;
    file = { name: part.filename, bytes: Buffer.concat(chunks) };
  }
  if (tooBig) throw badRequest('code_upload_too_big');
  if (!file || file.bytes.length === 0) throw badRequest('code_upload_empty');
  return { fields, file };
}
