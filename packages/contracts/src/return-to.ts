import { decodeFully } from './decode-fully.ts';

// Any base works: only whether a candidate stays on it matters.
const BASE = 'http://return-to.invalid';
const MAX_LENGTH = 2000;
// C0 and C1 controls, DEL and spaces: browsers drop tabs and newlines inside URLs, so `/\t/evil.example` becomes `//evil.example`.
const UNSAFE_RAW = /[\u0000-\u0020\u007f-\u009f\\]/;
const UNSAFE_DECODED = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * The same-origin path a `returnTo` may send the browser to, or null when it could lead anywhere else:
 * it must be a plain path (`/…`), never `//host`, `/\host`, a scheme, a control character or a backslash,
 * neither as written nor after any number of percent-decodings. The answer is the path as a URL parser
 * writes it (non-ASCII escaped), so it can go into a `Location` header as it is.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || UNSAFE_RAW.test(value)) return null;
  const decoded = decodeFully(value);
  if (UNSAFE_DECODED.test(decoded) || decoded.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//') || decodeFully(url.pathname).startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
