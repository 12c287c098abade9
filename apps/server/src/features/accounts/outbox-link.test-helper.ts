import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

/** The verification link of the newest mail to `email`, as the user would click it. */
export async function latestVerificationLink(db: Database, email: string): Promise<{ id: number; token: string; url: URL }> {
  const [mail] = await db.select().from(mailOutbox).where(sql`lower(${mailOutbox.recipient}) = ${email.toLowerCase()}`).orderBy(desc(mailOutbox.id)).limit(1);
  if (!mail) throw new Error(`no mail to ${email}`);
  const link = mail.text.match(/https?:\/\/\S+verify_mail\S+/)?.[0];
  if (!link) throw new Error('no verification link in the mail');
  const url = new URL(link);
  return { id: Number(url.searchParams.get('id')), token: url.searchParams.get('token')!, url };
}
