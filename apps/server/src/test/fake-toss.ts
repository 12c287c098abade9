import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Toss's payment object, as much of it as the platform reads. */
interface TossPayment {
  paymentKey: string;
  orderId: string;
  status: 'READY' | 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED';
  totalAmount: number;
  balanceAmount: number;
  method: '카드';
  approvedAt: string | null;
  card: { issuerCode: string; number: string };
  receipt: { url: string };
  cancels: { cancelAmount: number; transactionKey: string; cancelReason: string; canceledAt: string }[];
}

export interface FakeTossCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

/**
 * A local HTTP server that speaks Toss Payments' core API as documented: Basic auth with the secret key,
 * `{ code, message }` refusals with Toss's codes and statuses, idempotency keys answered with the first
 * answer. The browser's part (the payment window) is `authorize` and `registerCard`, which hand out the
 * `paymentKey` or `authKey` the window would.
 */
export async function startFakeToss(secretKey = 'test_sk_fake') {
  const payments = new Map<string, TossPayment>();
  const authKeys = new Map<string, string>();
  const billingKeys = new Map<string, string>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const calls: FakeTossCall[] = [];
  let nextFailure: { status: number; code: string; message: string } | undefined;
  const declinedCustomers = new Set<string>();

  const key = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;
  const refuse = (status: number, code: string, message: string) => ({ status, body: { code, message } });

  function handle(method: string, path: string, body: Record<string, unknown>): { status: number; body: unknown } {
    if (nextFailure) {
      const failure = nextFailure;
      nextFailure = undefined;
      return refuse(failure.status, failure.code, failure.message);
    }
    if (method === 'POST' && path === '/v1/payments/confirm') {
      const payment = payments.get(String(body.paymentKey));
      if (!payment || payment.orderId !== body.orderId) return refuse(404, 'NOT_FOUND_PAYMENT_SESSION', '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.');
      if (payment.status !== 'READY') return refuse(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
      if (payment.totalAmount !== body.amount) return refuse(400, 'INVALID_REQUEST', '결제 금액이 일치하지 않습니다.');
      Object.assign(payment, { status: 'DONE', approvedAt: new Date().toISOString() });
      return { status: 200, body: payment };
    }
    if (method === 'POST' && path === '/v1/billing/authorizations/issue') {
      const customerKey = authKeys.get(String(body.authKey));
      if (!customerKey || customerKey !== body.customerKey) return refuse(400, 'INVALID_AUTHORIZE_AUTH', '유효하지 않은 인증 방식입니다.');
      authKeys.delete(String(body.authKey));
      const billingKey = key('bk');
      billingKeys.set(billingKey, customerKey);
      return {
        status: 200,
        body: { mId: 'tosspayments', customerKey, authenticatedAt: new Date().toISOString(), method: '카드', billingKey, cardCompany: '신한', cardNumber: '43301234****123*' },
      };
    }
    const charge = /^\/v1\/billing\/([^/]+)$/.exec(path);
    if (method === 'POST' && charge) {
      const customerKey = billingKeys.get(decodeURIComponent(charge[1]!));
      if (!customerKey || customerKey !== body.customerKey) return refuse(404, 'NOT_FOUND_BILLING', '존재하지 않는 빌링키입니다.');
      if (declinedCustomers.has(customerKey)) return refuse(403, 'REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.');
      if ([...payments.values()].some((p) => p.orderId === body.orderId)) return refuse(400, 'DUPLICATED_ORDER_ID', '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.');
      const payment = newPayment(String(body.orderId), Number(body.amount));
      Object.assign(payment, { status: 'DONE', approvedAt: new Date().toISOString() });
      return { status: 200, body: payment };
    }
    const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const payment = payments.get(decodeURIComponent(cancel[1]!));
      if (!payment) return refuse(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
      if (payment.status === 'CANCELED' || payment.status === 'READY') return refuse(400, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.');
      const amount = body.cancelAmount === undefined ? payment.balanceAmount : Number(body.cancelAmount);
      if (amount > payment.balanceAmount) return refuse(400, 'NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.');
      payment.balanceAmount -= amount;
      payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
      payment.cancels.push({ cancelAmount: amount, transactionKey: key('tx'), cancelReason: String(body.cancelReason), canceledAt: new Date().toISOString() });
      return { status: 200, body: payment };
    }
    const byOrder = /^\/v1\/payments\/orders\/([^/]+)$/.exec(path);
    if (method === 'GET' && byOrder) {
      const payment = [...payments.values()].find((p) => p.orderId === decodeURIComponent(byOrder[1]!) && p.status !== 'READY');
      return payment ? { status: 200, body: payment } : refuse(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    }
    const byKey = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && byKey) {
      const payment = payments.get(decodeURIComponent(byKey[1]!));
      return payment ? { status: 200, body: payment } : refuse(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    }
    return refuse(404, 'NOT_FOUND', 'Not Found');
  }

  function newPayment(orderId: string, amount: number): TossPayment {
    const payment: TossPayment = {
      paymentKey: key('tgen'),
      orderId,
      status: 'READY',
      totalAmount: amount,
      balanceAmount: amount,
      method: '카드',
      approvedAt: null,
      card: { issuerCode: '4V', number: '43301234****123*' },
      receipt: { url: `https://dashboard.tosspayments.com/receipt/${orderId}` },
      cancels: [],
    };
    payments.set(payment.paymentKey, payment);
    return payment;
  }

  const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString();
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      const path = request.url ?? '';
      calls.push({ method: request.method ?? '', path, body, idempotencyKey });
      let answer: { status: number; body: unknown };
      if (request.headers.authorization !== expected) answer = refuse(401, 'UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.');
      else if (idempotencyKey && idempotent.has(`${path} ${idempotencyKey}`)) answer = idempotent.get(`${path} ${idempotencyKey}`)!;
      else {
        answer = handle(request.method ?? '', path, body);
        if (idempotencyKey) idempotent.set(`${path} ${idempotencyKey}`, structuredClone(answer));
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    calls,
    /** The payment window: the buyer authorised `amount` for `orderId`; returns the `paymentKey` of the redirect. */
    authorize(orderId: string, amount: number) {
      return newPayment(orderId, amount).paymentKey;
    },
    /** The card registration window: returns the `authKey` of the redirect. */
    registerCard(customerKey: string) {
      const authKey = key('ak');
      authKeys.set(authKey, customerKey);
      return authKey;
    },
    declineCustomer(customerKey: string) {
      declinedCustomers.add(customerKey);
    },
    acceptCustomer(customerKey: string) {
      declinedCustomers.delete(customerKey);
    },
    failNext(status: number, code: string, message: string) {
      nextFailure = { status, code, message };
    },
    payment(paymentKey: string) {
      return payments.get(paymentKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeToss = Awaited<ReturnType<typeof startFakeToss>>;
