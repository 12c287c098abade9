import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { inquiryInputSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { hostingInquiries, users } from '../../db/schema.ts';
import { inquiryMail } from './inquiry-mail.ts';

export type InquiryValues = z.output<typeof inquiryInputSchema>;

/** Stores the inquiry, then tells every admin; a mail that fails is logged, the inquiry is kept. */
export async function createInquiry(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  input: { values: InquiryValues; userId: number | null; onMailError: (error: unknown) => void },
) {
  const [row] = await ctx.db
    .insert(hostingInquiries)
    .values({ ...input.values, userId: input.userId })
    .returning();
  const admins = await ctx.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  const link = `${ctx.config.publicUrl}/host/inquiries`;
  for (const admin of admins) {
    await ctx.mailer.send(inquiryMail({ to: admin.email, inquiry: row!, link })).catch(input.onMailError);
  }
  return row!;
}
