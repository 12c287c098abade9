import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeToss, type FakeToss } from '../../test/fake-toss.ts';
import { ProviderError } from './provider.ts';
import { createTossProvider } from './toss-provider.ts';

let toss: FakeToss;
beforeAll(async () => {
  toss = await startFakeToss();
});
afterAll(() => toss.close());

const provider = () => createTossProvider({ secretKey: toss.secretKey, baseUrl: toss.url });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ProviderError,
  );

describe('the Toss Payments adapter', () => {
  it('confirms with Basic auth and an idempotency key, and reads the approved payment', async () => {
    const paymentKey = toss.authorize('mdg_confirm1', 19_900);
    const payment = await provider().confirmPayment({ paymentKey, orderId: 'mdg_confirm1', amount: 19_900 }, 'confirm-mdg_confirm1');
    expect(payment).toMatchObject({ paymentKey, orderId: 'mdg_confirm1', status: 'DONE', totalAmount: 19_900, method: '카드', card: '4V 43301234****123*' });
    const call = toss.calls.find((c) => c.path === '/v1/payments/confirm' && c.body.orderId === 'mdg_confirm1');
    expect(call).toMatchObject({ method: 'POST', idempotencyKey: 'confirm-mdg_confirm1', body: { paymentKey, orderId: 'mdg_confirm1', amount: 19_900 } });
    // The same key again is the first answer, not a second approval or ALREADY_PROCESSED_PAYMENT.
    expect((await provider().confirmPayment({ paymentKey, orderId: 'mdg_confirm1', amount: 19_900 }, 'confirm-mdg_confirm1')).status).toBe('DONE');
    expect(await provider().findPaymentByOrderId('mdg_confirm1')).toMatchObject({ paymentKey, status: 'DONE' });
  });

  it("turns Toss's error answers into its code and message, with the HTTP status", async () => {
    const paymentKey = toss.authorize('mdg_tamper1', 19_900);
    const tampered = await refusal(provider().confirmPayment({ paymentKey, orderId: 'mdg_tamper1', amount: 100 }, 'k1'));
    expect(tampered).toBeInstanceOf(ProviderError);
    expect(tampered).toMatchObject({ code: 'INVALID_REQUEST', status: 400, unknownOutcome: false });
    const wrongKey = await refusal(createTossProvider({ secretKey: 'test_sk_wrong', baseUrl: toss.url }).getPayment(paymentKey));
    expect(wrongKey).toMatchObject({ code: 'UNAUTHORIZED_KEY', status: 401 });
    toss.failNext(500, 'FAILED_INTERNAL_SYSTEM_PROCESSING', '내부 시스템 처리 작업이 실패했습니다.');
    expect(await refusal(provider().confirmPayment({ paymentKey, orderId: 'mdg_tamper1', amount: 19_900 }, 'k2'))).toMatchObject({ unknownOutcome: true });
    const unreachable = await refusal(createTossProvider({ secretKey: toss.secretKey, baseUrl: 'http://127.0.0.1:9' }).getPayment(paymentKey));
    expect(unreachable).toMatchObject({ code: 'NETWORK_ERROR', status: 0, unknownOutcome: true });
    expect(await provider().findPaymentByOrderId('mdg_never_paid')).toBeNull();
  });

  it('issues a billing key from a card registration and charges it; a declined card is a refusal', async () => {
    const authKey = toss.registerCard('cust_1');
    const billing = await provider().issueBillingKey({ authKey, customerKey: 'cust_1' }, 'issue-1');
    expect(billing).toMatchObject({ customerKey: 'cust_1', card: '신한 43301234****123*' });
    expect(toss.calls.at(-1)).toMatchObject({ path: '/v1/billing/authorizations/issue', body: { authKey, customerKey: 'cust_1' } });
    const charge = {
      billingKey: billing.billingKey,
      customerKey: 'cust_1',
      orderId: 'mdg_renew1',
      amount: 19_900,
      orderName: '월간 구독',
      customerEmail: 'a@b.c',
      customerName: '회원',
    };
    const payment = await provider().chargeBillingKey(charge, 'charge-mdg_renew1');
    expect(payment).toMatchObject({ orderId: 'mdg_renew1', status: 'DONE', totalAmount: 19_900 });
    expect(toss.calls.at(-1)).toMatchObject({ path: `/v1/billing/${billing.billingKey}`, body: { customerKey: 'cust_1', amount: 19_900, orderId: 'mdg_renew1' } });
    expect(toss.calls.at(-1)?.body).not.toHaveProperty('billingKey');
    toss.declineCustomer('cust_1');
    expect(await refusal(provider().chargeBillingKey({ ...charge, orderId: 'mdg_renew2' }, 'charge-mdg_renew2'))).toMatchObject({ code: 'REJECT_CARD_PAYMENT', status: 403 });
  });

  it('refunds part and then the rest of a payment', async () => {
    const paymentKey = toss.authorize('mdg_refund1', 30_000);
    await provider().confirmPayment({ paymentKey, orderId: 'mdg_refund1', amount: 30_000 }, 'c');
    const partial = await provider().cancelPayment({ paymentKey, reason: '일부 환불', amount: 10_000 }, 'refund-1');
    expect(partial).toMatchObject({ status: 'PARTIAL_CANCELED', cancels: [{ cancelAmount: 10_000, cancelReason: '일부 환불' }] });
    const rest = await provider().cancelPayment({ paymentKey, reason: '전액 환불' }, 'refund-2');
    expect(rest.status).toBe('CANCELED');
    expect(rest.cancels.map((c) => c.cancelAmount)).toEqual([10_000, 20_000]);
    expect(await refusal(provider().cancelPayment({ paymentKey, reason: '또' }, 'refund-3'))).toMatchObject({ code: 'ALREADY_CANCELED_PAYMENT' });
  });
});
