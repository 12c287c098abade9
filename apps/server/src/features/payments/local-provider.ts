import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { localProviderRecords } from '../../db/schema.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { type PaymentProvider, type ProviderPayment, ProviderError } from './provider.ts';

/** The test cards of the local provider's page: one approves, one is declined; every other number is invalid. */
export const LOCAL_CARD_APPROVED = '4242424242424242';
export const LOCAL_CARD_DECLINED = '4000000000000002';
/** The queue of the local provider's webhooks: it calls the platform back as Toss would. */
export const LOCAL_WEBHOOK_QUEUE = 'payment-webhook';

type RecordRow = typeof localProviderRecords.$inferSelect;

const newKey = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
const maskCard = (number: string) => `로컬 ${number.slice(0, 4)}********${number.slice(-4)}`;

const toPayment = (row: RecordRow): ProviderPayment => ({
  paymentKey: row.key,
  orderId: row.orderId ?? '',
  status: row.status as ProviderPayment['status'],
  totalAmount: row.amount ?? 0,
  method: '카드',
  card: row.card,
  approvedAt: row.approvedAt?.toISOString() ?? null,
  receiptUrl: null,
  cancels: row.cancels,
});

const declined = () => new ProviderError('REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.', 403);

/**
 * What the test card page hands the buyer's redirect: a card payment waiting for its confirm (`paymentKey`), or
 * a card registration (`authKey`); a declined or unknown card is the provider's refusal, as Toss's window gives.
 */
export async function authorizeLocalCard(
  db: Database,
  options: { orderId: string; amount: number; flow: 'payment' | 'billing'; customerKey: string; cardNumber: string },
): Promise<{ paymentKey: string } | { authKey: string }> {
  const card = options.cardNumber.replace(/[\s-]/g, '');
  if (card === LOCAL_CARD_DECLINED) throw declined();
  if (card !== LOCAL_CARD_APPROVED) throw new ProviderError('INVALID_CARD_NUMBER', '카드번호를 다시 확인해주세요.', 400);
  if (options.flow === 'billing') {
    const authKey = newKey('lauth');
    await db.insert(localProviderRecords).values({ key: authKey, kind: 'auth', customerKey: options.customerKey, status: 'READY', card: maskCard(card) });
    return { authKey };
  }
  // A second submit of the same order's page finds its waiting payment instead of making another.
  const [row] = await db
    .insert(localProviderRecords)
    .values({ key: newKey('lpay'), kind: 'payment', orderId: options.orderId, amount: options.amount, status: 'READY', card: maskCard(card) })
    .onConflictDoUpdate({ target: localProviderRecords.orderId, targetWhere: sql`${localProviderRecords.kind} = 'payment'`, set: { card: maskCard(card) } })
    .returning();
  return { paymentKey: row!.key };
}

/**
 * The local provider: the same calls as Toss's, answered from `local_provider_records`, and a webhook (a job on
 * `payment-webhook`) after each change of a payment, as Toss sends PAYMENT_STATUS_CHANGED. A `paymentKey` is
 * approved once; confirming it again answers the approved payment (the key is its own idempotency key).
 */
export function createLocalProvider(db: Database): PaymentProvider {
  const notify = (tx: Parameters<Parameters<Database['transaction']>[0]>[0], paymentKey: string) =>
    enqueueJob(tx, { queue: LOCAL_WEBHOOK_QUEUE, payload: { paymentKey }, maxAttempts: 5 });

  const find = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select().from(localProviderRecords).where(where);
    return row ? toPayment(row) : null;
  };

  return {
    name: 'local',
    confirmPayment: (request) =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(localProviderRecords).where(eq(localProviderRecords.key, request.paymentKey)).for('update');
        if (row?.kind !== 'payment' || row.orderId !== request.orderId) {
          throw new ProviderError('NOT_FOUND_PAYMENT_SESSION', '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.', 404);
        }
        if (row.amount !== request.amount) throw new ProviderError('INVALID_REQUEST', '결제 금액이 일치하지 않습니다.', 400);
        if (row.status !== 'READY') return toPayment(row);
        const [done] = await tx.update(localProviderRecords).set({ status: 'DONE', approvedAt: new Date() }).where(eq(localProviderRecords.key, row.key)).returning();
        await notify(tx, row.key);
        return toPayment(done!);
      }),
    issueBillingKey: (request) =>
      db.transaction(async (tx) => {
        const [auth] = await tx.select().from(localProviderRecords).where(eq(localProviderRecords.key, request.authKey)).for('update');
        if (auth?.kind !== 'auth' || auth.status !== 'READY' || auth.customerKey !== request.customerKey) {
          throw new ProviderError('INVALID_AUTHORIZE_AUTH', '유효하지 않은 인증 방식입니다.', 400);
        }
        await tx.update(localProviderRecords).set({ status: 'USED' }).where(eq(localProviderRecords.key, auth.key));
        const billingKey = newKey('lbill');
        await tx.insert(localProviderRecords).values({ key: billingKey, kind: 'billing', customerKey: request.customerKey, status: 'ACTIVE', card: auth.card });
        return { billingKey, customerKey: request.customerKey, card: auth.card };
      }),
    chargeBillingKey: (request) =>
      db.transaction(async (tx) => {
        const [billing] = await tx.select().from(localProviderRecords).where(eq(localProviderRecords.key, request.billingKey));
        if (billing?.kind !== 'billing' || billing.customerKey !== request.customerKey) {
          throw new ProviderError('NOT_FOUND_BILLING', '존재하지 않는 빌링키입니다.', 404);
        }
        if (billing.status === 'DECLINING') throw declined();
        const [existing] = await tx
          .select()
          .from(localProviderRecords)
          .where(and(eq(localProviderRecords.kind, 'payment'), eq(localProviderRecords.orderId, request.orderId)));
        if (existing) {
          if (existing.amount === request.amount && existing.status !== 'READY') return toPayment(existing);
          throw new ProviderError('DUPLICATED_ORDER_ID', '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.', 400);
        }
        const [row] = await tx
          .insert(localProviderRecords)
          .values({ key: newKey('lpay'), kind: 'payment', orderId: request.orderId, amount: request.amount, status: 'DONE', card: billing.card, approvedAt: new Date() })
          .returning();
        await notify(tx, row!.key);
        return toPayment(row!);
      }),
    cancelPayment: (request) =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(localProviderRecords).where(eq(localProviderRecords.key, request.paymentKey)).for('update');
        if (row?.kind !== 'payment') throw new ProviderError('NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.', 404);
        const balance = (row.amount ?? 0) - row.cancels.reduce((sum, c) => sum + c.cancelAmount, 0);
        if (row.status === 'READY' || balance === 0) throw new ProviderError('ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.', 400);
        const amount = request.amount ?? balance;
        if (amount > balance) throw new ProviderError('NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.', 400);
        const cancels = [...row.cancels, { cancelAmount: amount, transactionKey: newKey('ltx'), cancelReason: request.reason, canceledAt: new Date().toISOString() }];
        const [updated] = await tx
          .update(localProviderRecords)
          .set({ cancels, status: amount === balance ? 'CANCELED' : 'PARTIAL_CANCELED' })
          .where(eq(localProviderRecords.key, row.key))
          .returning();
        await notify(tx, row.key);
        return toPayment(updated!);
      }),
    findPaymentByOrderId: (orderId) => find(and(eq(localProviderRecords.kind, 'payment'), eq(localProviderRecords.orderId, orderId), ne(localProviderRecords.status, 'READY'))!),
    getPayment: (paymentKey) => find(and(eq(localProviderRecords.kind, 'payment'), eq(localProviderRecords.key, paymentKey))!),
  };
}
