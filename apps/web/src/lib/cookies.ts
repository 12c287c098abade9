// The server's render of a first screen runs without a document: it reads the cookies the visitor's request came
// with (the same the browser's code would read) and writes none; the browser's own code writes once it runs.
const hasDocument = () => typeof document !== 'undefined';
let requestCookies = '';

/** In the server's render: the `Cookie` header of the request being rendered. */
export function readCookiesFromRequest(header: string): void {
  requestCookies = header;
}

/** Reads a cookie the page can see (httpOnly ones such as `token` are invisible by design). */
export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = (hasDocument() ? document.cookie : requestCookies).split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

/** Without `maxAgeSeconds` the cookie lasts as long as the browser's session. */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  if (!hasDocument()) return;
  const lifetime = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/${lifetime}; samesite=lax`;
}

export function deleteCookie(name: string): void {
  if (!hasDocument()) return;
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; samesite=lax`;
}
