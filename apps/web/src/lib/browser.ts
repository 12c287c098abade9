export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** A failed chunk usually means a new deploy: reload to fetch it, but at most once per minute to avoid loops. */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || Number.isNaN(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_WINDOW_MS;
}
