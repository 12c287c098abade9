/**
 * How many reset mails one e-mail address may receive: RESET_MAILS_PER_HOUR, then nothing more until the
 * oldest is an hour old. Past the budget the request is still answered "sent", known address or not, so the
 * budget neither floods a mailbox nor tells who has an account. Counts live in this process's memory, as
 * the per-address limits of @fastify/rate-limit do.
 */
export const RESET_MAILS_PER_HOUR = 3;
const WINDOW_MS = 60 * 60_000;
/** Enough for a busy platform; past it the oldest entries go first. */
const MAX_ENTRIES = 100_000;

export class ResetMailBudget {
  private readonly sent = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Takes one mail from the address's budget; false when the budget is spent. */
  take(email: string): boolean {
    const key = email.trim().toLowerCase();
    const at = this.now();
    const recent = (this.sent.get(key) ?? []).filter((sentAt) => at - sentAt < WINDOW_MS);
    if (recent.length >= RESET_MAILS_PER_HOUR) return false;
    this.sent.delete(key);
    this.sent.set(key, [...recent, at]);
    if (this.sent.size > MAX_ENTRIES) this.sent.delete(this.sent.keys().next().value!);
    return true;
  }
}
