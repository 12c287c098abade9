import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { parsePhone, type PartnerInput, type PartnerPhonesResult, partnerInputSchema } from '@madang/contracts';
import type { Database } from '../../db/client.ts';
import { uniqueViolationOf } from '../../db/errors.ts';
import { partnerPhones, partners, users } from '../../db/schema.ts';
import { partnerCodeTaken, partnerNotFound, partnerPhoneLinked } from './errors.ts';

type PartnerRow = typeof partners.$inferSelect;

const presentPartner = (row: PartnerRow, counts: { phones: number; linked: number }) => ({
  id: row.id,
  code: row.code,
  name_ko: row.nameKo,
  name_en: row.nameEn,
  period_days: row.periodDays,
  active: row.active,
  ...counts,
});

/** Every partner with how many phones it enrolled and how many were linked. */
export async function listPartners(db: Database) {
  const rows = await db
    .select({
      partner: partners,
      phones: sql<number>`count(${partnerPhones.id})::int`,
      linked: sql<number>`(count(${partnerPhones.id}) filter (where ${partnerPhones.linkedUserId} is not null))::int`,
    })
    .from(partners)
    .leftJoin(partnerPhones, eq(partnerPhones.partnerId, partners.id))
    .groupBy(partners.id)
    .orderBy(asc(partners.id));
  return rows.map((row) => presentPartner(row.partner, row));
}

/** Creates a partner, or changes one when `id` is given; a code is one partner's. */
export async function savePartner(db: Database, options: { id?: number; input: PartnerInput }) {
  const input = partnerInputSchema.parse(options.input);
  const values = { code: input.code, nameKo: input.name_ko, nameEn: input.name_en, periodDays: input.period_days, active: input.active };
  try {
    const [row] =
      options.id === undefined ? await db.insert(partners).values(values).returning() : await db.update(partners).set(values).where(eq(partners.id, options.id)).returning();
    if (!row) throw partnerNotFound();
    const [phones] = await db
      .select({ phones: count(), linked: count(partnerPhones.linkedUserId) })
      .from(partnerPhones)
      .where(eq(partnerPhones.partnerId, row.id));
    return presentPartner(row, phones ?? { phones: 0, linked: 0 });
  } catch (error) {
    if (uniqueViolationOf(error)) throw partnerCodeTaken();
    throw error;
  }
}

async function requirePartner(db: Database, id: number) {
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  if (!row) throw partnerNotFound();
  return row;
}

/**
 * Adds numbers from pasted text or a CSV (the first column of each line; a header line without digits is
 * skipped). Korean numbers without a `+` code; `+`-prefixed numbers keep their country. A line that is not a
 * phone comes back by its number; a number already on this roster (or twice in the text) is counted, not added.
 */
export async function addPartnerPhones(db: Database, options: { partnerId: number; text: string }): Promise<PartnerPhonesResult> {
  await requirePartner(db, options.partnerId);
  const problems: PartnerPhonesResult['problems'] = [];
  const numbers = new Set<string>();
  let repeated = 0;
  options.text.split(/\r?\n/).forEach((line, index) => {
    const cell = (line.split(/[,;\t]/)[0] ?? '').trim().replace(/^"|"$/g, '');
    if (cell === '' || (index === 0 && !/\d/.test(cell))) return;
    const international = /^\+\d/.test(cell) ? internationalOf(cell) : parsePhone('82', cell)?.international;
    if (!international) problems.push({ line: index + 1, text: cell.slice(0, 40) });
    else if (numbers.has(international)) repeated++;
    else numbers.add(international);
  });
  const added =
    numbers.size === 0
      ? []
      : await db
          .insert(partnerPhones)
          .values([...numbers].map((phone) => ({ partnerId: options.partnerId, phone })))
          .onConflictDoNothing()
          .returning({ id: partnerPhones.id });
  return { added: added.length, duplicates: repeated + numbers.size - added.length, problems };
}

/** `+82 10-1234-5678` → `+821012345678`; another country's number is kept as its digits. */
function internationalOf(cell: string) {
  const digits = cell.replace(/\D/g, '');
  if (digits.startsWith('82')) return parsePhone('82', digits.slice(2))?.international;
  return /^\d{8,15}$/.test(digits) ? `+${digits}` : undefined;
}

/** A partner's roster, each phone with the member who linked it. */
export async function listPartnerPhones(db: Database, partnerId: number) {
  await requirePartner(db, partnerId);
  const rows = await db
    .select({ id: partnerPhones.id, phone: partnerPhones.phone, linkedUserId: partnerPhones.linkedUserId, linkedAt: partnerPhones.linkedAt, name: users.name })
    .from(partnerPhones)
    .leftJoin(users, eq(users.id, partnerPhones.linkedUserId))
    .where(eq(partnerPhones.partnerId, partnerId))
    .orderBy(asc(partnerPhones.id));
  return rows.map((row) => ({ id: row.id, phone: row.phone, linked_user_id: row.linkedUserId, linked_user_name: row.name, linked_at: row.linkedAt?.toISOString() ?? null }));
}

/** Removes an enrolled phone; a linked one stays, since it records whose subscription it gave. */
export async function removePartnerPhone(db: Database, options: { partnerId: number; phoneId: number }) {
  const [row] = await db
    .select({ linkedUserId: partnerPhones.linkedUserId })
    .from(partnerPhones)
    .where(and(eq(partnerPhones.id, options.phoneId), eq(partnerPhones.partnerId, options.partnerId)));
  if (!row) throw partnerNotFound();
  if (row.linkedUserId !== null) throw partnerPhoneLinked();
  const removed = await db
    .delete(partnerPhones)
    .where(and(eq(partnerPhones.id, options.phoneId), eq(partnerPhones.partnerId, options.partnerId), isNull(partnerPhones.linkedUserId)))
    .returning({ id: partnerPhones.id });
  if (removed.length === 0) throw partnerPhoneLinked();
}
