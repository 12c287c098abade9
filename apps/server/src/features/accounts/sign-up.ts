import type { SignupRequest } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { uniqueViolationOf } from '../../db/errors.ts';
import { users } from '../../db/schema.ts';
import { conflict, forbidden } from '../../http/app-error.ts';
import { termsVersionInEffect } from '../site-pages/policy-versions.ts';
import { checkOutdate } from './check-outdate.ts';
import { hashPassword } from './secrets.ts';
import { issueVerification, sendVerificationMail } from './verification-mail.ts';

/** Creates an unverified account and mails its verification link; the e-mail and nickname are unique among active accounts. */
export async function signUp(ctx: Pick<AppContext, 'db' | 'config' | 'mailer'>, input: SignupRequest): Promise<{ id: number }> {
  // The spec's message for an address withdrawn within 30 days, without the date it was withdrawn.
  if (!(await checkOutdate(ctx.db, input.email)).canRejoin) throw forbidden('userout');

  const passwordHash = await hashPassword(input.password);
  const created = await ctx.db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          name: input.name,
          marketingConsent: input.marketing,
          // The consent names the terms the member was shown: the version in effect now.
          termsVersion: await termsVersionInEffect(tx, new Date()),
          locale: input.locale,
        })
        .returning({ id: users.id, email: users.email, name: users.name });
      const token = await issueVerification(tx, user!.id);
      return { user: user!, token };
    })
    .catch((error: unknown) => {
      const violation = uniqueViolationOf(error);
      if (!violation) throw error;
      throw conflict(violation.constraint.includes('name') ? 'name_exist' : 'exist');
    });

  await sendVerificationMail(ctx, created.user, created.token, input.locale);
  return { id: created.user.id };
}
