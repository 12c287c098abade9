import i18next from 'i18next';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api/api-error.ts';
import type { Envelope } from '../../../lib/api/client.ts';

/** A multipart call: the fields go before the notebook because the server reads them first. */
export async function sendCodeForm<T>(method: 'POST' | 'PUT', path: string, fields: Record<string, string>, file: File | null): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Accept-Language': i18next.language },
      body: form,
    });
  } catch {
    throw new ApiError({ code: 'network', message: 'network' }, NETWORK_ERROR_STATUS);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) throw new ApiError((body ?? { message: 'bad_request' }) as ConstructorParameters<typeof ApiError>[0], response.status);
  return (body as Envelope<T>).data;
}
