import type { PaymentProvider, ProviderBillingKey, ProviderPayment } from './provider.ts';
import { ProviderError } from './provider.ts';

export interface TossSettings {
  secretKey: string;
  baseUrl: string;
  /** Each call gives up after this long; the outcome is then unknown and left to the reconciliation. */
  timeoutMs?: number;
}

interface TossPaymentBody {
  paymentKey: string;
  orderId: string;
  status: ProviderPayment['status'];
  totalAmount: number;
  method?: string | null;
  approvedAt?: string | null;
  card?: { issuerCode?: string; number?: string } | null;
  receipt?: { url?: string } | null;
  cancels?: { cancelAmount: number; transactionKey: string; cancelReason: string; canceledAt: string }[] | null;
}

const presentCard = (card: TossPaymentBody['card']) => (card?.number ? [card.issuerCode, card.number].filter(Boolean).join(' ') : null);

const toPayment = (body: TossPaymentBody): ProviderPayment => ({
  paymentKey: body.paymentKey,
  orderId: body.orderId,
  status: body.status,
  totalAmount: body.totalAmount,
  method: body.method ?? '카드',
  card: presentCard(body.card),
  approvedAt: body.approvedAt ?? null,
  receiptUrl: body.receipt?.url ?? null,
  cancels: (body.cancels ?? []).map(({ cancelAmount, transactionKey, cancelReason, canceledAt }) => ({ cancelAmount, transactionKey, cancelReason, canceledAt })),
});

/**
 * Toss Payments' core API (https://docs.tosspayments.com/reference): Basic auth with the secret key and an
 * empty password, JSON both ways, `{ code, message }` on every refusal, and `Idempotency-Key` on the calls
 * that move money (Toss answers a repeated key with the first call's answer).
 */
export function createTossProvider(settings: TossSettings): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object, idempotencyKey?: string): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl}${path}`, {
        method,
        headers: {
          authorization,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(settings.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new ProviderError('NETWORK_ERROR', error instanceof Error ? error.message : String(error), 0);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      throw new ProviderError('INVALID_RESPONSE', text.slice(0, 200), response.status);
    }
    if (!response.ok) {
      const { code, message } = (parsed ?? {}) as { code?: unknown; message?: unknown };
      throw new ProviderError(typeof code === 'string' ? code : 'UNKNOWN_PAYMENT_ERROR', typeof message === 'string' ? message : '', response.status);
    }
    return parsed as T;
  }

  const orNull = async (lookup: Promise<TossPaymentBody>) => {
    try {
      return toPayment(await lookup);
    } catch (error) {
      if (error instanceof ProviderError && error.status === 404) return null;
      throw error;
    }
  };

  return {
    name: 'toss',
    async confirmPayment(request, idempotencyKey) {
      return toPayment(await call<TossPaymentBody>('POST', '/v1/payments/confirm', request, idempotencyKey));
    },
    async issueBillingKey(request, idempotencyKey): Promise<ProviderBillingKey> {
      const body = await call<{ billingKey: string; customerKey: string; card?: TossPaymentBody['card']; cardCompany?: string; cardNumber?: string }>(
        'POST',
        '/v1/billing/authorizations/issue',
        request,
        idempotencyKey,
      );
      const card = body.cardNumber ? [body.cardCompany, body.cardNumber].filter(Boolean).join(' ') : presentCard(body.card);
      return { billingKey: body.billingKey, customerKey: body.customerKey, card };
    },
    async chargeBillingKey({ billingKey, ...request }, idempotencyKey) {
      return toPayment(await call<TossPaymentBody>('POST', `/v1/billing/${encodeURIComponent(billingKey)}`, request, idempotencyKey));
    },
    async cancelPayment({ paymentKey, reason, amount }, idempotencyKey) {
      const body = { cancelReason: reason, ...(amount === undefined ? {} : { cancelAmount: amount }) };
      return toPayment(await call<TossPaymentBody>('POST', `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, body, idempotencyKey));
    },
    findPaymentByOrderId(orderId) {
      return orNull(call<TossPaymentBody>('GET', `/v1/payments/orders/${encodeURIComponent(orderId)}`));
    },
    getPayment(paymentKey) {
      return orNull(call<TossPaymentBody>('GET', `/v1/payments/${encodeURIComponent(paymentKey)}`));
    },
  };
}
