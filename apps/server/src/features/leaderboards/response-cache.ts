/** The spec's cache bounds: at most 500 entries, none older than an hour. */
const MAX_ENTRIES = 500;
const MAX_TTL_MS = 3_600_000;

export const RANKING_TTL_MS = 3 * 60_000;
export const STATS_TTL_MS = 5 * 60_000;
export const DEFAULT_TTL_MS = 60_000;

interface Entry {
  expires: number;
  value: unknown;
}

/**
 * An in-process cache of computed responses, grouped by competition so that a new score drops that
 * competition's entries at once. Another process sees the new score when its own entry expires,
 * within the TTL.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** The clock entries expire by (milliseconds); tests pass their own to check lifetimes without waiting. */
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  /** Bumped on invalidation; a computation that started before it does not store its stale result. */
  private readonly generations = new Map<number, number>();

  async get<T>(key: { group: number | 'global'; name: string }, ttlMs: number, compute: () => Promise<T>): Promise<T> {
    const id = `${key.group}:${key.name}`;
    const hit = this.entries.get(id);
    if (hit && hit.expires > this.now()) return hit.value as T;
    const generation = this.generationOf(key.group);
    const value = await compute();
    if (generation === this.generationOf(key.group)) this.store(id, value, ttlMs);
    return value;
  }

  invalidate(group: number): void {
    this.generations.set(group, this.generationOf(group) + 1);
    const prefix = `${group}:`;
    for (const id of this.entries.keys()) if (id.startsWith(prefix)) this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }

  private generationOf(group: number | 'global'): number {
    return group === 'global' ? 0 : (this.generations.get(group) ?? 0);
  }

  private store(id: string, value: unknown, ttlMs: number): void {
    this.entries.delete(id);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { expires: this.now() + Math.min(ttlMs, MAX_TTL_MS), value });
  }
}
