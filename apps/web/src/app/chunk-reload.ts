import { shouldReloadAfterChunkError } from '../lib/browser.ts';

const STORAGE_KEY = 'chunk_reload_at';

function lastReloadAt(): number | null {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored === null ? null : Number(stored);
  } catch {
    return null;
  }
}

/**
 * A route chunk that fails to load usually belongs to an older deploy: reload the whole page to get
 * the new one, at most once per 60 s (spec section 2). Returns false when the error should surface.
 */
export function reloadForChunkError(): boolean {
  const now = Date.now();
  if (!shouldReloadAfterChunkError(lastReloadAt(), now)) return false;
  try {
    sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Loads a lazy module, reloading the page once if the chunk is gone. */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    // While the page reloads, keep the router waiting instead of flashing an error page.
    if (reloadForChunkError()) return new Promise<T>(() => undefined);
    throw error;
  }
}

/** Vite reports failed preloads of dependencies through this event. */
export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
