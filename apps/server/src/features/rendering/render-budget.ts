import { AppError } from '../../http/app-error.ts';

/**
 * How many bytes of documents one requester may have rendered per window: each render is charged its input
 * size before it runs, and the window starts at the requester's first render. Kept in this process's memory,
 * like the other rate limits.
 */
export class RenderBudget {
  private readonly used = new Map<string, { since: number; bytes: number }>();

  constructor(private readonly settings: { bytesPerWindow: number; windowMs: number; now?: () => number }) {}

  /** Charges a render, or refuses it with a 429 that says when the budget comes back. */
  charge(requester: string, bytes: number): void {
    const now = this.settings.now?.() ?? Date.now();
    this.forgetExpired(now);
    const entry = this.used.get(requester) ?? { since: now, bytes: 0 };
    if (entry.bytes > 0 && entry.bytes + bytes > this.settings.bytesPerWindow) {
      const seconds = Math.max(1, Math.ceil((entry.since + this.settings.windowMs - now) / 1000));
      throw new AppError('rate_limited', 'render_budget', { params: { mb: this.mb(), seconds } });
    }
    entry.bytes += bytes;
    this.used.set(requester, entry);
  }

  private mb(): number {
    return Math.round((this.settings.bytesPerWindow / 1024 / 1024) * 10) / 10;
  }

  private forgetExpired(now: number): void {
    for (const [requester, entry] of this.used) {
      if (now - entry.since >= this.settings.windowMs) this.used.delete(requester);
    }
  }
}
