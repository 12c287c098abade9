import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { HOST_PAYMENT_PAGE_SIZE, type HostPayment, type hostPaymentFilterSchema } from '@madang/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { paymentOrders, payments, plans, refunds, users } from '../../db/schema.ts';

type Filter = z.output<typeof hostPaymentFilterSchema>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditionsOf(filter: Filter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(eq(paymentOrders.state, filter.state));
  if (filter.kind) conditions.push(eq(plans.kind, filter.kind));
  if (filter.from) conditions.push(gte(paymentOrders.createdAt, new Date(filter.from)));
  if (filter.to) conditions.push(lte(paymentOrders.createdAt, new Date(filter.to)));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(or(ilike(users.email, pattern), ilike(users.name, pattern), ilike(paymentOrders.orderId, pattern))!);
  }
  return conditions;
}

const refundedSum = sql<number>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.paymentId} = ${payments.id}), 0)`.mapWith(Number);

/** Every order with its member, plan and payment, newest first, filtered as the console asks (admins). */
export async function listHostPayments(db: Executor, filter: Filter, options: { all?: boolean } = {}): Promise<{ rows: HostPayment[]; total: number; page_size: number }> {
  const where = and(...conditionsOf(filter));
  const base = db
    .select({ order: paymentOrders, plan: plans, user: users, payment: payments, refunded: refundedSum })
    .from(paymentOrders)
    .innerJoin(plans, eq(plans.id, paymentOrders.planId))
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .leftJoin(payments, eq(payments.orderId, paymentOrders.id))
    .where(where)
    .orderBy(desc(paymentOrders.id));
  const rows = options.all ? await base : await base.limit(HOST_PAYMENT_PAGE_SIZE).offset((filter.page - 1) * HOST_PAYMENT_PAGE_SIZE);
  const [total] = await db
    .select({ n: count() })
    .from(paymentOrders)
    .innerJoin(plans, eq(plans.id, paymentOrders.planId))
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .where(where);
  return {
    rows: rows.map(({ order, plan, user, payment, refunded }) => ({
      order_id: order.orderId,
      state: order.state,
      user: { id: user.id, name: user.name, email: user.email },
      plan: { id: plan.id, kind: plan.kind, name_ko: plan.nameKo, name_en: plan.nameEn },
      amount: order.amount,
      refunded: payment ? refunded : 0,
      method: payment?.method ?? null,
      provider: order.provider,
      renewal: order.purpose === 'renewal',
      created_at: order.createdAt.toISOString(),
      approved_at: payment?.approvedAt.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    page_size: HOST_PAYMENT_PAGE_SIZE,
  };
}

const csvCell = (value: string | number | boolean | null) => {
  const text = value === null ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The filtered payments as CSV (UTF-8 with a byte-order mark, so spreadsheets read the Korean names). */
export async function exportHostPaymentsCsv(db: Executor, filter: Filter): Promise<string> {
  const { rows } = await listHostPayments(db, filter, { all: true });
  const header = [
    'order_id',
    'state',
    'created_at',
    'approved_at',
    'member_id',
    'member_name',
    'member_email',
    'plan_kind',
    'plan_name',
    'amount',
    'refunded',
    'method',
    'provider',
    'renewal',
  ];
  const lines = rows.map((row) =>
    [
      row.order_id,
      row.state,
      row.created_at,
      row.approved_at,
      row.user.id,
      row.user.name,
      row.user.email,
      row.plan.kind,
      row.plan.name_ko,
      row.amount,
      row.refunded,
      row.method,
      row.provider,
      row.renewal,
    ]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
