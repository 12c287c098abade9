import type { SocialSignupRequest } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { uniqueViolationOf } from '../../db/errors.ts';
import { users } from '../../db/schema.ts';
import { AppError, conflict, forbidden } from '../../http/app-error.ts';
import { termsVersionInEffect } from '../site-pages/policy-versions.ts';
import { checkOutdate } from './check-outdate.ts';
import { createSession, type UserRow } from './sessions.ts';
import { linkIdentity, type PendingSignup } from './social-login.ts';
import { consumeTicket } from './social-tickets.ts';
import { SOCIAL_ONLY_PASSWORD_HASH } from './has-password.ts';

/**
 * Creates the account of a pending social sign-up: verified (the provider vouched for the e-mail), linked to
 * the identity and logged in. The pending sign-up is used up only when the account is made, so a taken
 * nickname can be corrected.
 */
export async function signUpSocial(ctx: Pick<AppContext, 'db'>, input: SocialSignupRequest): Promise<{ user: UserRow; token: string; returnTo: string }> {
  return ctx.db
    .transaction(async (tx) => {
      const pending = await consumeTicket<PendingSignup>(tx, 'signup', input.id);
      if (!pending) throw new AppError('gone', 'social_signup_expired');
      const outdate = await checkOutdate(tx, pending.email);
      if (!outdate.canRejoin) throw forbidden('userout', { data: outdate });
      const [user] = await tx
        .insert(users)
        .values({
          email: pending.email,
          emailVerifiedAt: new Date(),
          passwordHash: SOCIAL_ONLY_PASSWORD_HASH,
          name: input.name,
          marketingConsent: input.marketing,
          // The consent names the terms the member was shown: the version in effect now.
          termsVersion: await termsVersionInEffect(tx, new Date()),
          locale: input.locale,
        })
        .returning();
      await linkIdentity(tx, { provider: pending.provider, subject: pending.subject, userId: user!.id, email: pending.email });
      return { user: user!, token: await createSession(tx, user!.id), returnTo: pending.returnTo };
    })
    .catch((error: unknown) => {
      const violation = uniqueViolationOf(error);
      if (!violation) throw error;
      throw conflict(violation.constraint.includes('name') ? 'name_exist' : 'exist');
    });
}
