import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { RunnerState } from './features/code-runs/runner-state.ts';
import type { IdentityVerifier } from './features/kakao-cert/identity-verifier.ts';
import type { Mailer } from './features/mail/mailer.ts';
import type { PaymentProvider } from './features/payments/provider.ts';
import type { SmsSender } from './features/sms/sms-sender.ts';
import type { DocumentRenderer } from './features/rendering/document-renderer.ts';
import type { ResponseCache } from './features/leaderboards/response-cache.ts';
import type { Storage } from './features/storage/storage.ts';
import type { SubmissionEvents } from './features/submissions/submission-events.ts';

/** What every feature's routes and services are given: no globals, so tests build their own. */
export interface AppContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  /** Kakao identity verification, another way to prove a phone. */
  identity: IdentityVerifier;
  storage: Storage;
  rateLimits: RateLimits;
  /** Computed leaderboards and statistics, dropped per competition when a score is written. */
  cache: ResponseCache;
  submissionEvents: SubmissionEvents;
  /** Notebooks and markdown from users, rendered off the event loop. */
  renderer: DocumentRenderer;
  /** The code runner's availability in this process and its run events. */
  runner: RunnerState;
  /** Toss Payments or the local test provider; undefined when payments are off. */
  payments: PaymentProvider | undefined;
}

export interface RateLimits {
  login: { max: number; timeWindow: number };
  signup: { max: number; timeWindow: number };
  resend: { max: number; timeWindow: number };
  /** Per personal API token, across its submit and read calls. */
  apiToken: { max: number; timeWindow: number };
  /** Per address and route, for the calls anyone may make that write: view counts and search records. */
  publicWrite: { max: number; timeWindow: number };
  /** Per address, for the browser's error reports. */
  errorReport: { max: number; timeWindow: number };
}

export const defaultRateLimits: RateLimits = {
  login: { max: 10, timeWindow: 60_000 },
  signup: { max: 5, timeWindow: 10 * 60_000 },
  resend: { max: 3, timeWindow: 10 * 60_000 },
  apiToken: { max: 120, timeWindow: 60_000 },
  publicWrite: { max: 60, timeWindow: 60_000 },
  errorReport: { max: 20, timeWindow: 60 * 60_000 },
};
