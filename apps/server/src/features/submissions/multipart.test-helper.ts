import { randomBytes } from 'node:crypto';

/** A multipart/form-data body as a browser's FormData sends it: fields first, then the file. */
export function multipartBody(fields: Record<string, string | number>, file?: { name: string; content: Buffer | string }) {
  const boundary = `----madang${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    const encoded = encodeURIComponent(file.name);
    chunks.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${encoded}"; filename*=UTF-8''${encoded}\r\ncontent-type: text/csv\r\n\r\n`),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
