import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { defaultRateLimits, type RateLimits } from './app-context.ts';
import type { RenderSettings } from './features/rendering/document-renderer.ts';

const booleanText = z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Which reverse proxies `X-Forwarded-For` is believed from. `true` means one hop (the proxy in front of
 * the server), never "every hop": trusting the whole header would let any client choose its address
 * and step around the per-address limits.
 */
export type TrustProxy = false | number | string[];
const trustProxyText = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    const lower = value.toLowerCase();
    if (['', 'false', 'no', '0'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return 1;
    if (/^\d+$/.test(value) && Number(value) <= 100) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrCidr)) return entries;
    context.addIssue({ code: 'custom', message: 'a number of proxy hops, true (one hop), false, or proxy addresses/CIDRs separated by commas' });
    return z.NEVER;
  });

/**
 * Fastify's `trustProxy` for the setting. A bare number would trust nothing in Fastify 5 (it cannot check
 * the peer), so hops are a function: the socket's peer and the next `hops - 1` addresses are proxies, and
 * the address before them is the client's. The server must then be reachable only through the proxy.
 */
export function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** Every setting the platform reads from the environment; `.env.example` documents each. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PUBLIC_URL: z.url().optional(),
  SECRET: z.string().min(32).optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: booleanText.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().default('Madang <no-reply@madang.local>'),
  STORAGE_DIR: z.string().optional(),
  SEED_DEMO: booleanText.optional(),
  MAIL_DISABLED: booleanText.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxyText.default(false),
  RATE_LIMIT_LOGIN: z.coerce.number().int().min(1).default(defaultRateLimits.login.max),
  RATE_LIMIT_SIGNUP: z.coerce.number().int().min(1).default(defaultRateLimits.signup.max),
  RATE_LIMIT_RESEND: z.coerce.number().int().min(1).default(defaultRateLimits.resend.max),
  RATE_LIMIT_API_TOKEN: z.coerce.number().int().min(1).default(defaultRateLimits.apiToken.max),
  RATE_LIMIT_PUBLIC_WRITE: z.coerce.number().int().min(1).default(defaultRateLimits.publicWrite.max),
  RATE_LIMIT_ERROR_REPORT: z.coerce.number().int().min(1).default(defaultRateLimits.errorReport.max),
  RENDER_THREADS: z.coerce.number().int().min(1).max(16).default(2),
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(10).default(5_000),
  RENDER_BUDGET_MB: z.coerce.number().min(0.001).default(40),
  RENDER_MEMORY_MB: z.coerce.number().int().min(32).default(512),
  UPLOAD_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  SMS_PROVIDER: z.enum(['outbox', 'solapi']).optional(),
  SOLAPI_API_KEY: z.string().optional(),
  SOLAPI_API_SECRET: z.string().optional(),
  SOLAPI_SENDER: z
    .string()
    .regex(/^\d{8,12}$/, 'a number registered with Solapi, digits only')
    .optional(),
  SOLAPI_BASE_URL: z.url().default('https://api.solapi.com'),
  KAKAO_CERT_PROVIDER: z.enum(['barocert', 'local', 'none']).optional(),
  BAROCERT_LINK_ID: z.string().min(1).optional(),
  BAROCERT_SECRET_KEY: z.base64().min(1).optional(),
  BAROCERT_CLIENT_CODE: z
    .string()
    .regex(/^\d{12}$/, { message: 'the 12-digit client code Barocert issued' })
    .optional(),
  BAROCERT_BASE_URL: z.url().default('https://barocert.linkhub.co.kr'),
  BAROCERT_AUTH_URL: z.url().default('https://auth.linkhub.co.kr'),
  PAYMENTS_PROVIDER: z.enum(['local', 'toss', 'none']).optional(),
  TOSS_CLIENT_KEY: z
    .string()
    .regex(/^(test|live)_/, { message: "Toss's client key, starting test_ or live_" })
    .optional(),
  TOSS_SECRET_KEY: z
    .string()
    .regex(/^(test|live)_/, { message: "Toss's secret key, starting test_ or live_" })
    .optional(),
  TOSS_WEBHOOK_SECRET: z.string().min(16).optional(),
  TOSS_BASE_URL: z.url().default('https://api.tosspayments.com'),
  PAYMENTS_PAUSE_AFTER_APPROVAL: booleanText.default(false),
  SMS_PER_PHONE_PER_HOUR: z.coerce.number().int().min(1).default(5),
  SMS_PER_MEMBER_PER_HOUR: z.coerce.number().int().min(1).default(5),
  SMS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  SMS_PER_DAY: z.coerce.number().int().min(1).default(1000),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  HUMAN_CHECK: z.enum(['off', 'recaptcha', 'turnstile', 'local']).default('off'),
  HUMAN_CHECK_SITE_KEY: z.string().optional(),
  HUMAN_CHECK_SECRET: z.string().optional(),
  HUMAN_CHECK_VERIFY_URL: z.url().optional(),
  KAKAO_CLIENT_ID: z.string().optional(),
  KAKAO_CLIENT_SECRET: z.string().optional(),
  SOCIAL_LOGIN_LOCAL: booleanText.optional(),
  RUNNER_ENABLED: booleanText.default(true),
  RUNNER_PYTHON: z.string().min(1).default('/usr/bin/python3'),
  RUNNER_ALLOW_UNSANDBOXED: booleanText.default(false),
  RUNNER_SLOTS: z.coerce.number().int().min(1).max(64).default(2),
  RUNNER_CPU_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  RUNNER_WALL_SECONDS: z.coerce.number().int().min(1).max(1200).default(20),
  RUNNER_MEMORY_MB: z.coerce.number().int().min(64).default(1024),
  RUNNER_PROCESSES: z.coerce.number().int().min(1).default(64),
  RUNNER_OPEN_FILES: z.coerce.number().int().min(16).default(256),
  RUNNER_OUTPUT_KB: z.coerce.number().int().min(1).default(1024),
  RUNNER_WRITTEN_MB: z.coerce.number().int().min(1).default(50),
  RUNNER_ACTIVE_PER_MEMBER: z.coerce.number().int().min(1).default(3),
  RUNNER_RUNS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
});

const isTrue = (value: string | undefined) => booleanText.safeParse(value ?? '').data === true;

/** Settings that production cannot do without; checked beside the schema so that every problem is listed at once. */
function productionProblems(env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.SECRET) problems.push('SECRET: is required in production (32 characters or more)');
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL: is required in production');
  if (!env.SMTP_HOST && !isTrue(env.MAIL_DISABLED)) {
    problems.push('SMTP_HOST: is required in production, or MAIL_DISABLED=true to run without mail (verification mail would reach nobody)');
  }
  if (isTrue(env.SEED_DEMO)) problems.push('SEED_DEMO: must be false in production (the demo accounts have public passwords)');
  return problems;
}

function pairedProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) problems.push('GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both or neither');
  if (Boolean(env.KAKAO_CLIENT_ID) !== Boolean(env.KAKAO_CLIENT_SECRET)) problems.push('KAKAO_CLIENT_ID, KAKAO_CLIENT_SECRET: set both or neither');
  return [...problems, ...smsProblems(env), ...humanCheckProblems(env), ...kakaoCertProblems(env), ...paymentProblems(env)];
}

/** Toss needs its keys and a webhook secret; the local provider sells for a test card number, so production refuses it. */
function paymentProblems(env: Record<string, string | undefined>): string[] {
  const toss = [env.TOSS_CLIENT_KEY, env.TOSS_SECRET_KEY, env.TOSS_WEBHOOK_SECRET];
  const problems: string[] = [];
  if ((env.PAYMENTS_PROVIDER === 'toss' || toss.some(Boolean)) && !toss.every(Boolean)) {
    problems.push('TOSS_CLIENT_KEY, TOSS_SECRET_KEY, TOSS_WEBHOOK_SECRET: set all three for Toss Payments');
  }
  if (env.PAYMENTS_PROVIDER === 'local' && env.NODE_ENV === 'production') {
    problems.push('PAYMENTS_PROVIDER: local grants a plan for a test card number, so production cannot use it; set toss with its keys, or none');
  }
  if (isTrue(env.PAYMENTS_PAUSE_AFTER_APPROVAL) && env.NODE_ENV !== 'test') {
    problems.push('PAYMENTS_PAUSE_AFTER_APPROVAL: a test hook that stops every payment after its approval; only NODE_ENV=test may set it');
  }
  return problems;
}

/** Barocert needs its three keys together; the local stand-in approves from /devTest, so production cannot use it. */
function kakaoCertProblems(env: Record<string, string | undefined>): string[] {
  const barocert = [env.BAROCERT_LINK_ID, env.BAROCERT_SECRET_KEY, env.BAROCERT_CLIENT_CODE];
  const problems: string[] = [];
  if ((env.KAKAO_CERT_PROVIDER === 'barocert' || barocert.some(Boolean)) && !barocert.every(Boolean)) {
    problems.push('BAROCERT_LINK_ID, BAROCERT_SECRET_KEY, BAROCERT_CLIENT_CODE: set all three for Kakao identity verification');
  }
  if (env.KAKAO_CERT_PROVIDER === 'local' && env.NODE_ENV === 'production') {
    problems.push('KAKAO_CERT_PROVIDER: local approves requests from /devTest, so production cannot use it; configure Barocert or leave it unset');
  }
  return problems;
}

/** A hosted check needs its keys; the local one lets anyone pass, so production cannot use it. */
function humanCheckProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if ((env.HUMAN_CHECK === 'recaptcha' || env.HUMAN_CHECK === 'turnstile') && !(env.HUMAN_CHECK_SITE_KEY && env.HUMAN_CHECK_SECRET)) {
    problems.push(`HUMAN_CHECK_SITE_KEY, HUMAN_CHECK_SECRET: required for HUMAN_CHECK=${env.HUMAN_CHECK}`);
  }
  if (env.HUMAN_CHECK === 'local' && env.NODE_ENV === 'production') problems.push('HUMAN_CHECK: local lets anyone pass, so production cannot use it');
  return problems;
}

/** Solapi needs its key, secret and sender together; the outbox would text nobody in production. */
function smsProblems(env: Record<string, string | undefined>): string[] {
  const solapi = [env.SOLAPI_API_KEY, env.SOLAPI_API_SECRET, env.SOLAPI_SENDER];
  const wanted = env.SMS_PROVIDER === 'solapi' || solapi.some(Boolean);
  const problems: string[] = [];
  if (wanted && !solapi.every(Boolean)) problems.push('SOLAPI_API_KEY, SOLAPI_API_SECRET, SOLAPI_SENDER: set all three for Solapi');
  if (env.SMS_PROVIDER === 'outbox' && env.NODE_ENV === 'production') {
    problems.push('SMS_PROVIDER: the outbox texts nobody, so production cannot use it; configure Solapi or leave SMS_PROVIDER unset');
  }
  return problems;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  secret: string;
  smtp: { host: string; port: number; secure: boolean; user: string | undefined; password: string | undefined } | undefined;
  mailFrom: string;
  storageDir: string;
  seedDemo: boolean;
  logLevel: string;
  /** Fastify's `trustProxy`: false, a number of proxy hops, or the proxies' addresses and CIDRs. */
  trustProxy: TrustProxy;
  rateLimits: RateLimits;
  /** Notebooks and markdown from users are rendered in worker threads, under a time limit and a per-member budget. */
  rendering: RenderSettings;
  /** An upload that sends nothing for this long is answered with a 400 instead of holding its connection. */
  uploadIdleTimeoutMs: number;
  sms: SmsConfig;
  payments: PaymentsConfig;
  /** Kakao identity verification: Barocert's API, the local stand-in approved on /devTest, or off. */
  kakaoCert: KakaoCertConfig;
  /** The sign-up's human check: off by default; Google reCAPTCHA (v2 checkbox) or Cloudflare Turnstile; `local` for development and tests. */
  humanCheck: { kind: 'off' | 'recaptcha' | 'turnstile' | 'local'; siteKey: string; secret: string; verifyUrl: string | undefined };
  /** Google sign-in through OpenID Connect; without it the local development provider stands in when allowed. */
  google: { clientId: string; clientSecret: string } | undefined;
  /** Kakao Login through OpenID Connect (the app's REST API key and client secret); the local provider stands in likewise. */
  kakao: { clientId: string; clientSecret: string } | undefined;
  localSocialLogin: boolean;
  runner: RunnerConfig;
}

/**
 * Where verification texts go: Solapi, the development outbox, or nowhere (`none`: production without a
 * provider, where the phone features answer that they are off), and how many may go out.
 */
export interface SmsConfig {
  provider: 'outbox' | 'solapi' | 'none';
  solapi: { apiKey: string; apiSecret: string; sender: string; baseUrl: string } | undefined;
  limits: { perPhonePerHour: number; perMemberPerHour: number; perAddressPerHour: number; perDay: number };
}

export interface KakaoCertConfig {
  provider: 'barocert' | 'local' | 'none';
  barocert: { linkId: string; secretKey: string; clientCode: string; baseUrl: string; authUrl: string } | undefined;
}

/**
 * Who takes payments: Toss Payments, the platform's own test-card provider (not in production), or nobody
 * (`none`: production without Toss keys, where checkout answers that payments are off).
 */
export interface PaymentsConfig {
  provider: 'local' | 'toss' | 'none';
  toss: { clientKey: string; secretKey: string; webhookSecret: string; baseUrl: string } | undefined;
  /** Tests only: a confirm stops for good after the provider's approval, so a test can kill the process there. */
  pauseAfterApproval: boolean;
}

/** The Python code runner: whether it may start, how, and each run's limits (in the runner's units). */
export interface RunnerConfig {
  enabled: boolean;
  python: string;
  /** Runs without bubblewrap when it is missing: only for a trusted single-user install. */
  allowUnsandboxed: boolean;
  slots: number;
  limits: { cpuSeconds: number; wallSeconds: number; memoryBytes: number; processes: number; openFiles: number; outputBytes: number; writtenBytes: number };
  /** Runs a member may have queued or running at once, and start per minute. */
  activePerMember: number;
  runsPerMinute: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the environment once; throws a ConfigError listing every problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]));
  const parsed = configSchema.safeParse(blankToUndefined);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...productionProblems(blankToUndefined),
    ...pairedProblems(blankToUndefined),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    // Development tools (the local sign-in page, the outbox) open accounts, so only production listens everywhere by default.
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    secret: env.SECRET ?? readOrCreateLocalSecret(dataDir),
    smtp: env.SMTP_HOST ? { host: env.SMTP_HOST, port: env.SMTP_PORT, secure: env.SMTP_SECURE, user: env.SMTP_USER, password: env.SMTP_PASSWORD } : undefined,
    mailFrom: env.MAIL_FROM,
    storageDir: path.resolve(env.STORAGE_DIR ?? path.join(dataDir, 'files')),
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimits: {
      login: { ...defaultRateLimits.login, max: env.RATE_LIMIT_LOGIN },
      signup: { ...defaultRateLimits.signup, max: env.RATE_LIMIT_SIGNUP },
      resend: { ...defaultRateLimits.resend, max: env.RATE_LIMIT_RESEND },
      apiToken: { ...defaultRateLimits.apiToken, max: env.RATE_LIMIT_API_TOKEN },
      publicWrite: { ...defaultRateLimits.publicWrite, max: env.RATE_LIMIT_PUBLIC_WRITE },
      errorReport: { ...defaultRateLimits.errorReport, max: env.RATE_LIMIT_ERROR_REPORT },
    },
    uploadIdleTimeoutMs: env.UPLOAD_IDLE_TIMEOUT_MS,
    rendering: {
      threads: env.RENDER_THREADS,
      timeoutMs: env.RENDER_TIMEOUT_MS,
      memoryMb: env.RENDER_MEMORY_MB,
      budgetBytesPerMinute: Math.round(env.RENDER_BUDGET_MB * 1024 * 1024),
    },
    sms: smsConfigOf(env),
    payments: paymentsConfigOf(env),
    kakaoCert: kakaoCertConfigOf(env),
    humanCheck: { kind: env.HUMAN_CHECK, siteKey: env.HUMAN_CHECK_SITE_KEY ?? '', secret: env.HUMAN_CHECK_SECRET ?? '', verifyUrl: env.HUMAN_CHECK_VERIFY_URL },
    google: env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } : undefined,
    kakao: env.KAKAO_CLIENT_ID && env.KAKAO_CLIENT_SECRET ? { clientId: env.KAKAO_CLIENT_ID, clientSecret: env.KAKAO_CLIENT_SECRET } : undefined,
    // The local provider signs anyone in under any address, so production needs it asked for by name.
    localSocialLogin: env.SOCIAL_LOGIN_LOCAL ?? env.NODE_ENV !== 'production',
    runner: {
      enabled: env.RUNNER_ENABLED,
      python: env.RUNNER_PYTHON,
      allowUnsandboxed: env.RUNNER_ALLOW_UNSANDBOXED,
      slots: env.RUNNER_SLOTS,
      limits: {
        cpuSeconds: env.RUNNER_CPU_SECONDS,
        wallSeconds: env.RUNNER_WALL_SECONDS,
        memoryBytes: env.RUNNER_MEMORY_MB * 1024 * 1024,
        processes: env.RUNNER_PROCESSES,
        openFiles: env.RUNNER_OPEN_FILES,
        outputBytes: env.RUNNER_OUTPUT_KB * 1024,
        writtenBytes: env.RUNNER_WRITTEN_MB * 1024 * 1024,
      },
      activePerMember: env.RUNNER_ACTIVE_PER_MEMBER,
      runsPerMinute: env.RUNNER_RUNS_PER_MINUTE,
    },
  };
}

function paymentsConfigOf(env: z.infer<typeof configSchema>): PaymentsConfig {
  const toss =
    env.TOSS_CLIENT_KEY && env.TOSS_SECRET_KEY && env.TOSS_WEBHOOK_SECRET
      ? { clientKey: env.TOSS_CLIENT_KEY, secretKey: env.TOSS_SECRET_KEY, webhookSecret: env.TOSS_WEBHOOK_SECRET, baseUrl: env.TOSS_BASE_URL.replace(/\/$/, '') }
      : undefined;
  const provider = env.PAYMENTS_PROVIDER ?? (toss ? 'toss' : env.NODE_ENV === 'production' ? 'none' : 'local');
  return { provider, toss, pauseAfterApproval: env.PAYMENTS_PAUSE_AFTER_APPROVAL };
}

function smsConfigOf(env: z.infer<typeof configSchema>): SmsConfig {
  const solapi =
    env.SOLAPI_API_KEY && env.SOLAPI_API_SECRET && env.SOLAPI_SENDER
      ? { apiKey: env.SOLAPI_API_KEY, apiSecret: env.SOLAPI_API_SECRET, sender: env.SOLAPI_SENDER, baseUrl: env.SOLAPI_BASE_URL.replace(/\/$/, '') }
      : undefined;
  const provider = env.SMS_PROVIDER ?? (solapi ? 'solapi' : env.NODE_ENV === 'production' ? 'none' : 'outbox');
  return {
    provider,
    solapi,
    limits: {
      perPhonePerHour: env.SMS_PER_PHONE_PER_HOUR,
      perMemberPerHour: env.SMS_PER_MEMBER_PER_HOUR,
      perAddressPerHour: env.SMS_PER_ADDRESS_PER_HOUR,
      perDay: env.SMS_PER_DAY,
    },
  };
}

function kakaoCertConfigOf(env: z.infer<typeof configSchema>): KakaoCertConfig {
  const barocert =
    env.BAROCERT_LINK_ID && env.BAROCERT_SECRET_KEY && env.BAROCERT_CLIENT_CODE
      ? {
          linkId: env.BAROCERT_LINK_ID,
          secretKey: env.BAROCERT_SECRET_KEY,
          clientCode: env.BAROCERT_CLIENT_CODE,
          baseUrl: env.BAROCERT_BASE_URL.replace(/\/$/, ''),
          authUrl: env.BAROCERT_AUTH_URL.replace(/\/$/, ''),
        }
      : undefined;
  return { provider: env.KAKAO_CERT_PROVIDER ?? (barocert ? 'barocert' : env.NODE_ENV === 'production' ? 'none' : 'local'), barocert };
}

/** Outside production a secret is made once per data directory, so links stay valid across restarts. */
function readOrCreateLocalSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
