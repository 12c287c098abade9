import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '../../db/schema.ts';
import type { TestApp } from '../../test/test-app.ts';

/** The code in the newest outbox text to `international`, as its owner would read it. */
export async function latestSmsCode(t: TestApp, international: string): Promise<string> {
  const [sms] = await t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, international)).orderBy(desc(smsOutbox.id)).limit(1);
  const code = sms?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code texted to ${international}`);
  return code;
}

export const smsCountTo = async (t: TestApp, international: string) =>
  (await t.ctx.db.select({ id: smsOutbox.id }).from(smsOutbox).where(eq(smsOutbox.recipient, international))).length;

let next = 10_000_000;
/** A Korean mobile number no other test uses: typed as 010-xxxx-xxxx, stored as +8210xxxxxxxx. */
export function freshPhone(): { typed: string; international: string } {
  const digits = String(next++ + Math.floor(Math.random() * 80_000_000))
    .padStart(8, '0')
    .slice(-8);
  return { typed: `010-${digits.slice(0, 4)}-${digits.slice(4)}`, international: `+8210${digits}` };
}
