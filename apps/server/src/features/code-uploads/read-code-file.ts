import type { FastifyRequest } from 'fastify';
import { CODE_UPLOAD_MAX_BYTES } from '@madang/contracts/code-uploads';
import { badRequest } from '../../http/app-error.ts';

/**
 * Reads POST /codeupload: the `cpt_id` field, then one file, kept in memory up to the limit. The fields before the
 * file go to `authorize` first, so a request that may not upload is refused before its file is buffered. A bigger
 * file is read to its end and refused with the limit in the message, not cut short and stored.
 */
export async function readCodeFile<T>(
  request: FastifyRequest,
  authorize: (fields: Record<string, string>) => Promise<T>,
): Promise<{ allowed: T; file: { name: string; bytes: Buffer } }> {
  if (!request.isMultipart()) throw badRequest('code_upload_empty');
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  let allowed: T | undefined;
  const parts = request.parts({ limits: { fileSize: CODE_UPLOAD_MAX_BYTES + 1, files: 1, fields: 4, fieldSize: 200 } });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      allowed = await authorize(fields).catch((error: unknown) => {
        part.file.resume();
        throw error;
      });
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += chunk.length;
        if (size <= CODE_UPLOAD_MAX_BYTES) chunks.push(chunk);
      }
      if (size > CODE_UPLOAD_MAX_BYTES || part.file.truncated) throw badRequest('code_upload_too_big');
      file = { name: part.filename, bytes: Buffer.concat(chunks) };
    }
  } catch (error) {
    // The multipart reader stops a file at the limit with its own error: the member reads the limit instead.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('code_upload_too_big');
    throw error;
  }
  if (!file || file.bytes.length === 0 || allowed === undefined) throw badRequest('code_upload_empty');
  return { allowed, file };
}
