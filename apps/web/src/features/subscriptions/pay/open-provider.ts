import type { CheckoutAnswer, CheckoutClient } from '@madang/contracts';

type TossClient = Extract<CheckoutClient, { provider: 'toss' }>;

interface TossPaymentWindow {
  requestPayment(request: Record<string, unknown>): Promise<void>;
  requestBillingAuth(request: Record<string, unknown>): Promise<void>;
}
type TossPaymentsFactory = (clientKey: string) => { payment(options: { customerKey: string }): TossPaymentWindow };

/** Toss Payments' browser SDK (v2 "standard"): loaded only when a member pays through Toss, never with the app. */
const TOSS_SDK = 'https://js.tosspayments.com/v2/standard';

let tossLoading: Promise<TossPaymentsFactory> | null = null;

function loadToss(): Promise<TossPaymentsFactory> {
  tossLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TOSS_SDK;
    script.onload = () => {
      const factory = (window as unknown as { TossPayments?: TossPaymentsFactory }).TossPayments;
      if (factory) resolve(factory);
      else reject(new Error('toss sdk'));
    };
    script.onerror = () => {
      tossLoading = null;
      reject(new Error('toss sdk'));
    };
    document.head.append(script);
  });
  return tossLoading;
}

async function openToss(order: CheckoutAnswer, client: TossClient): Promise<void> {
  const TossPayments = await loadToss();
  const window = TossPayments(client.client_key).payment({ customerKey: client.customer_key });
  const common = {
    method: 'CARD',
    successUrl: client.success_url,
    failUrl: client.fail_url,
    customerEmail: client.customer_email,
    customerName: client.customer_name,
  };
  // A billing order registers the card first; the server then charges it with the stored key, now and at each renewal.
  if (order.flow === 'billing') return window.requestBillingAuth(common);
  return window.requestPayment({ ...common, amount: { currency: 'KRW', value: order.amount }, orderId: order.order_id, orderName: client.order_name });
}

/** Sends the member to the provider's payment window; it comes back to the order's success or fail page. */
export function openProvider(order: CheckoutAnswer): Promise<void> {
  if (order.client.provider === 'local') {
    window.location.assign(order.client.checkout_url);
    return Promise.resolve();
  }
  return openToss(order, order.client);
}
