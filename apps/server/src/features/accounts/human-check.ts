import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { forbidden } from '../../http/app-error.ts';
import { consumeTicket, issueTicket } from './social-tickets.ts';

/** Where each hosted check confirms its widget's token; both take the same form fields and answer `success`. */
const VERIFY_URLS = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;
const PASS_TTL_MS = 10 * 60_000;
const LOCAL_TOKEN_TTL_MS = 5 * 60_000;
/** reCAPTCHA v3 answers a score; below this the visitor is taken for a bot. v2 and Turnstile answer none. */
const MIN_SCORE = 0.5;

export type HumanCheckKind = Config['humanCheck']['kind'];

/** One pluggable check before a sign-up: it judges a widget's token, nothing else. */
export interface HumanCheck {
  readonly kind: HumanCheckKind;
  /** What the browser needs to show the widget. */
  readonly siteKey: string;
  verify(token: string, address: string): Promise<boolean>;
}

/** reCAPTCHA or Turnstile: the token goes to the provider's siteverify with the secret and the visitor's address. */
function siteverifyCheck(kind: 'recaptcha' | 'turnstile', settings: Config['humanCheck'], fetchImpl: typeof fetch): HumanCheck {
  return {
    kind,
    siteKey: settings.siteKey,
    async verify(token, address) {
      const response = await fetchImpl(settings.verifyUrl ?? VERIFY_URLS[kind], {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: address }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined);
      if (!response?.ok) return false;
      const answer = (await response.json().catch(() => ({}))) as { success?: boolean; score?: number };
      return answer.success === true && (answer.score === undefined || answer.score >= MIN_SCORE);
    },
  };
}

const localSignature = (secret: string, expires: number) => createHmac('sha256', secret).update(`human-check:${expires}`).digest('base64url');

/** The development check: its "widget" is a checkbox whose token this server signed a moment before. */
export function issueLocalHumanToken(secret: string, now = Date.now()): string {
  const expires = now + LOCAL_TOKEN_TTL_MS;
  return `${expires}.${localSignature(secret, expires)}`;
}

function localCheck(secret: string): HumanCheck {
  return {
    kind: 'local',
    siteKey: 'local',
    async verify(token) {
      const [expires = '', signature = ''] = token.split('.');
      const expected = Buffer.from(localSignature(secret, Number(expires)));
      const given = Buffer.from(signature);
      return Number(expires) > Date.now() && expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export function createHumanCheck(config: Pick<Config, 'humanCheck' | 'secret'>, fetchImpl: typeof fetch = fetch): HumanCheck {
  const { kind } = config.humanCheck;
  if (kind === 'recaptcha' || kind === 'turnstile') return siteverifyCheck(kind, config.humanCheck, fetchImpl);
  if (kind === 'local') return localCheck(config.secret);
  return { kind: 'off', siteKey: '', verify: async () => true };
}

/** A widget token the provider accepted becomes a one-time pass for the sign-up form, valid 10 minutes. */
export async function passHumanCheck(db: Executor, check: HumanCheck, token: string, address: string): Promise<string> {
  if (!(await check.verify(token, address))) throw forbidden('human_check_failed');
  return issueTicket(db, 'human', {}, PASS_TTL_MS);
}

/** A sign-up spends its pass; with the check off nothing is asked. */
export async function requireHumanPass(db: Executor, check: HumanCheck, pass: string | undefined): Promise<void> {
  if (check.kind === 'off') return;
  if (!pass || !(await consumeTicket(db, 'human', pass))) throw forbidden('human_check_required');
}

/** What the page's Content-Security-Policy must also allow for the hosted widget: its script and its frame. */
export function humanCheckSources(kind: HumanCheckKind): { script: string[]; frame: string[] } {
  if (kind === 'recaptcha')
    return {
      script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    };
  if (kind === 'turnstile') return { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'] };
  return { script: [], frame: [] };
}
