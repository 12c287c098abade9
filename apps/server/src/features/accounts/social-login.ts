import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Locale } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { userIdentities, users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { createLocalSocialProvider } from './local-social-provider.ts';
import { createOidcProvider, googleOidc, kakaoOidc } from './oidc-provider.ts';
import { findActiveUserByEmail } from './find-user.ts';
import { safeReturnTo } from './log-in.ts';
import { createSession, type UserRow } from './sessions.ts';
import type { SocialKind, SocialProvider } from './social-provider.ts';
import { consumeTicket, issueTicket } from './social-tickets.ts';

const STATE_TTL_MS = 10 * 60 * 1000;
const PENDING_SIGNUP_TTL_MS = 30 * 60 * 1000;

/** Each button has its own callback, so a code can only come back to the flow that asked for it. */
export const callbackPathOf = (kind: SocialKind) => `/api/login/${kind}/callback`;

interface LoginState {
  provider: SocialProvider['id'];
  nonce: string;
  returnTo: string;
  locale: Locale;
}

export interface PendingSignup {
  provider: SocialProvider['id'];
  subject: string;
  email: string;
  name: string;
  returnTo: string;
}

export const stateInvalid = () => new AppError('social_state_invalid', 'social_state_invalid');

/** The provider's OpenID Connect when its client is configured, otherwise the local provider where allowed, otherwise none. */
export function selectSocialProvider(ctx: Pick<AppContext, 'config' | 'db'>, kind: SocialKind): SocialProvider | undefined {
  const client = ctx.config[kind];
  if (client) return createOidcProvider(kind === 'google' ? googleOidc : kakaoOidc, client);
  return ctx.config.localSocialLogin ? createLocalSocialProvider(ctx.db, kind) : undefined;
}

export const callbackUrl = (config: AppContext['config'], kind: SocialKind) => `${config.publicUrl}${callbackPathOf(kind)}`;

/** Stores the state (with its nonce, where to return and the language) and gives the provider's authorize address. */
export async function startSocialLogin(
  ctx: Pick<AppContext, 'config' | 'db'>,
  provider: SocialProvider,
  input: { returnTo?: string; locale?: Locale | '' },
): Promise<{ url: string; state: string }> {
  const locale: Locale = input.locale === 'en' ? 'en' : 'ko';
  const nonce = randomBytes(16).toString('base64url');
  const payload: LoginState = { provider: provider.id, nonce, returnTo: safeReturnTo(input.returnTo, locale), locale };
  const state = await issueTicket(ctx.db, 'state', { ...payload }, STATE_TTL_MS);
  return { url: provider.authorizeUrl({ state, nonce, redirectUri: callbackUrl(ctx.config, provider.kind), locale }), state };
}

export type SocialLoginResult =
  | { kind: 'login'; user: UserRow; token: string; returnTo: string }
  | { kind: 'signup'; pendingId: string; email: string; name: string; locale: Locale; provider: SocialKind }
  | { kind: 'cancelled'; returnTo: string };

/**
 * The provider's callback: the state must be the one this browser started with and is used once. A known
 * identity logs in; an unknown one is linked to the active verified account of its e-mail, or waits as a
 * pending sign-up for a nickname and the consents.
 */
export async function finishSocialLogin(
  ctx: Pick<AppContext, 'config' | 'db'>,
  provider: SocialProvider,
  input: { code?: string; state: string; browserState: string | undefined },
): Promise<SocialLoginResult> {
  if (!input.browserState || input.browserState !== input.state) throw stateInvalid();
  const flow = await consumeTicket<LoginState>(ctx.db, 'state', input.state);
  if (!flow || flow.provider !== provider.id) throw stateInvalid();
  if (!input.code) return { kind: 'cancelled', returnTo: flow.returnTo };

  const profile = await provider.exchangeCode({ code: input.code, redirectUri: callbackUrl(ctx.config, provider.kind), nonce: flow.nonce });
  let user = await findIdentityUser(ctx.db, provider.id, profile.subject);
  if (!user && profile.emailVerified) {
    const owner = await findActiveUserByEmail(ctx.db, profile.email);
    if (owner?.emailVerifiedAt) {
      await linkIdentity(ctx.db, { provider: provider.id, subject: profile.subject, userId: owner.id, email: profile.email });
      user = owner;
    }
  }
  if (user) return { kind: 'login', user, token: await createSession(ctx.db, user.id), returnTo: flow.returnTo };
  if (!profile.emailVerified) throw new AppError('forbidden', 'social_email_unverified');

  const pending: PendingSignup = { provider: provider.id, subject: profile.subject, email: profile.email, name: profile.name, returnTo: flow.returnTo };
  const pendingId = await issueTicket(ctx.db, 'signup', { ...pending }, PENDING_SIGNUP_TTL_MS);
  return { kind: 'signup', pendingId, email: profile.email, name: profile.name, locale: flow.locale, provider: provider.kind };
}

async function findIdentityUser(db: Executor, provider: string, subject: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject), isNull(users.withdrawnAt)))
    .limit(1);
  return row?.user;
}

/** An identity left by a withdrawn account moves to the account it signs in to now. */
export async function linkIdentity(db: Executor, input: { provider: string; subject: string; userId: number; email: string }): Promise<void> {
  await db
    .insert(userIdentities)
    .values(input)
    .onConflictDoUpdate({ target: [userIdentities.provider, userIdentities.subject], set: { userId: input.userId, email: input.email } });
}
