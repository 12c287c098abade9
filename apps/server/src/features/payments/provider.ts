import type { PaymentProviderName } from '@madang/contracts';

/**
 * A payment as the provider holds it, in Toss Payments' terms (the local provider speaks the same): `DONE` is
 * approved, `CANCELED`/`PARTIAL_CANCELED` refunded in whole or part; anything else has taken no money.
 */
export interface ProviderPayment {
  paymentKey: string;
  orderId: string;
  status: 'READY' | 'IN_PROGRESS' | 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED' | 'ABORTED' | 'EXPIRED' | 'WAITING_FOR_DEPOSIT';
  totalAmount: number;
  method: string;
  /** The issuer and masked number as the provider shows them; never a full card number. */
  card: string | null;
  approvedAt: string | null;
  receiptUrl: string | null;
  cancels: { cancelAmount: number; transactionKey: string; cancelReason: string; canceledAt: string }[];
}

export interface ProviderBillingKey {
  billingKey: string;
  customerKey: string;
  card: string | null;
}

/** A refusal the provider answered with its `{ code, message }`; `status` is its HTTP status (0: no answer). */
export class ProviderError extends Error {
  constructor(
    readonly code: string,
    readonly providerMessage: string,
    readonly status: number,
  ) {
    super(`${code}: ${providerMessage}`);
  }

  /** The provider could not be reached or failed inside: the outcome of the call is unknown. */
  get unknownOutcome(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export interface ChargeRequest {
  billingKey: string;
  customerKey: string;
  orderId: string;
  amount: number;
  orderName: string;
  customerEmail: string;
  customerName: string;
}

/**
 * What the platform asks of a payment provider. Every call that moves money takes an idempotency key, so a
 * retried call (after a timeout, a restart) is one charge or one refund at the provider.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Approves a payment the buyer authorised in the provider's window; the provider checks the amount too. */
  confirmPayment(request: { paymentKey: string; orderId: string; amount: number }, idempotencyKey: string): Promise<ProviderPayment>;
  /** Turns a card registration (`authKey`) into a billing key for renewals. */
  issueBillingKey(request: { authKey: string; customerKey: string }, idempotencyKey: string): Promise<ProviderBillingKey>;
  /** Charges a stored billing key (the first period of a subscription and each renewal). */
  chargeBillingKey(request: ChargeRequest, idempotencyKey: string): Promise<ProviderPayment>;
  /** Refunds all of a payment, or `amount` of it. */
  cancelPayment(request: { paymentKey: string; reason: string; amount?: number }, idempotencyKey: string): Promise<ProviderPayment>;
  /** The payment made for one of our orders, or null when the provider has none (the reconciliation asks this). */
  findPaymentByOrderId(orderId: string): Promise<ProviderPayment | null>;
  /** The payment as the provider holds it now; webhooks are trusted only through this. */
  getPayment(paymentKey: string): Promise<ProviderPayment | null>;
}
