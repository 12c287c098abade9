// The server's render of a first screen runs without a document: it reads no cookie and writes none (the page's
// HTML answer sets what the server decides), and the browser's own code acts on cookies once it runs.
const hasDocument = () => typeof document !== 'undefined';

/** Reads a cookie the page can see (httpOnly ones such as `token` are invisible by design). */
export function readCookie(name: string): string | null {
  if (!hasDocument()) return null;
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (!hasDocument()) return;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

export function deleteCookie(name: string): void {
  if (!hasDocument()) return;
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; samesite=lax`;
}
