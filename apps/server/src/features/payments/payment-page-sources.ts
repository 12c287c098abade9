import type { PaymentsConfig } from '../../config.ts';

/**
 * What the page's Content-Security-Policy must also allow when members pay through Toss: its browser SDK, the payment
 * window it opens in a frame, and the calls the SDK makes itself. With the local provider or none, nothing.
 */
export function paymentPageSources(provider: PaymentsConfig['provider']): { script: string[]; frame: string[]; connect: string[] } {
  if (provider !== 'toss') return { script: [], frame: [], connect: [] };
  return { script: ['https://js.tosspayments.com'], frame: ['https://*.tosspayments.com'], connect: ['https://*.tosspayments.com'] };
}
