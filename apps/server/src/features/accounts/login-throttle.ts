import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * The per-account slow-down of password checks (docs/architecture.md, "Log-in limits"):
 * - failures are counted per e-mail tried, known or not, and forgotten an hour after the last one;
 * - the first FREE_FAILURES cost nothing; after them every attempt waits 2 s, doubling per failure, at
 *   most 15 minutes after the last failure, answered 429 with Retry-After without checking the password;
 * - the wait binds only addresses that have failed a log-in within the hour: from an address that has
 *   not, the password is checked, so the owner still gets in while someone else is guessing (a wrong one
 *   counts, and marks that address as failing);
 * - a success clears the account's failures.
 * Counts live in this process's memory, as the per-address limits of @fastify/rate-limit do.
 */
export const FREE_FAILURES = 5;
const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 15 * 60_000;
const MEMORY_MS = 60 * 60_000;
/** Enough for a busy platform; past it the oldest entries go first. */
const MAX_ENTRIES = 100_000;

interface AccountFailures {
  count: number;
  lastAt: number;
}

export class LoginThrottle {
  private readonly accounts = new Map<string, AccountFailures>();
  private readonly failingAddresses = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Milliseconds this address must still wait before trying this account again; 0 when it may try now. */
  waitFor(email: string, address: string): number {
    const failures = this.liveFailures(email);
    if (!failures || failures.count < FREE_FAILURES) return 0;
    if (!this.isFailing(address)) return 0;
    const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (failures.count - FREE_FAILURES));
    return Math.max(0, failures.lastAt + delay - this.now());
  }

  recordFailure(email: string, address: string): void {
    const at = this.now();
    const count = (this.liveFailures(email)?.count ?? 0) + 1;
    remember(this.accounts, keyOf(email), { count, lastAt: at });
    remember(this.failingAddresses, address, at);
  }

  recordSuccess(email: string): void {
    this.accounts.delete(keyOf(email));
  }

  private liveFailures(email: string): AccountFailures | undefined {
    const failures = this.accounts.get(keyOf(email));
    if (failures && this.now() - failures.lastAt > MEMORY_MS) {
      this.accounts.delete(keyOf(email));
      return undefined;
    }
    return failures;
  }

  private isFailing(address: string): boolean {
    const lastAt = this.failingAddresses.get(address);
    return lastAt !== undefined && this.now() - lastAt <= MEMORY_MS;
  }
}

const keyOf = (email: string) => email.trim().toLowerCase();

/** Re-inserts so that Map order is least recently written first, and drops the oldest past the cap. */
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
}

/** The password checks of one request: `logIn` asks before checking and reports what it found. */
export interface LoginGuard {
  assertMayTry(email: string): void;
  recordFailure(email: string): void;
  recordSuccess(email: string): void;
}

const throttles = new WeakMap<AppContext, LoginThrottle>();
type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
const addressBudgets = new WeakMap<AppContext, Hook>();

/** One throttle per running app, shared by every route that checks a password. */
export function loginThrottleOf(ctx: AppContext): LoginThrottle {
  let throttle = throttles.get(ctx);
  if (!throttle) throttles.set(ctx, (throttle = new LoginThrottle()));
  return throttle;
}

export function loginGuard(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): LoginGuard {
  const throttle = loginThrottleOf(ctx);
  return {
    assertMayTry(email) {
      const waitMs = throttle.waitFor(email, request.ip);
      if (waitMs === 0) return;
      const seconds = Math.ceil(waitMs / 1000);
      reply.header('retry-after', String(seconds));
      throw new AppError('rate_limited', 'login_slowed', { params: { seconds } });
    },
    recordFailure: (email) => throttle.recordFailure(email, request.ip),
    recordSuccess: (email) => throttle.recordSuccess(email),
  };
}

/**
 * The per-address budget of credential checks (`RATE_LIMIT_LOGIN` a minute), one store shared by every
 * log-in path, so the GET and POST log-ins and the local provider's form draw on the same count.
 */
export function loginAddressBudget(app: FastifyInstance, ctx: AppContext): Hook {
  let budget = addressBudgets.get(ctx);
  if (!budget) addressBudgets.set(ctx, (budget = app.rateLimit(ctx.rateLimits.login) as Hook));
  return budget;
}
