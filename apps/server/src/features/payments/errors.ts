import { AppError, conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { ErrorMessageKey } from '@madang/i18n';
import type { ProviderError } from './provider.ts';

/** The payment API's refusals: each a message key under `errors.` with text in both languages. */
export const planNotFound = () => notFound('payment_plan_not_found');
export const orderNotFound = () => notFound('payment_order_not_found');
export const planSoldOut = () => conflict('payment_plan_sold_out');
export const courseStarted = () => conflict('payment_course_started');
export const alreadySubscribed = () => conflict('payment_already_subscribed');
export const alreadyPurchased = () => conflict('payment_already_purchased');
export const amountMismatch = () => new AppError('bad_request', 'payment_amount_mismatch');
export const orderClosed = () => conflict('payment_order_closed');
export const paymentsOff = () => new AppError('payments_unavailable', 'payments_off');
export const notSubscribed = () => conflict('payment_not_subscribed');
export const notCancellable = () => conflict('payment_not_cancellable');
export const notResumable = () => conflict('payment_not_resumable');
export const refundTooLarge = () => new AppError('bad_request', 'payment_refund_too_large');
export const webhookRefused = () => forbidden('payment_webhook_refused');
/** The provider's answer did not come: the order stays `confirming` and is settled by the reconciliation. */
export const paymentPending = () => new AppError('payment_pending', 'payment_pending');

/** Toss's codes (the local provider uses the same) grouped into what the member can act on. */
const providerKeys: Record<string, ErrorMessageKey> = {
  REJECT_CARD_PAYMENT: 'payment_declined',
  REJECT_CARD_COMPANY: 'payment_declined',
  INVALID_CARD_NUMBER: 'payment_card_invalid',
  INVALID_CARD_EXPIRATION: 'payment_card_invalid',
  INVALID_STOPPED_CARD: 'payment_declined',
  INVALID_REJECT_CARD: 'payment_declined',
  INVALID_CARD_LOST_OR_STOLEN: 'payment_declined',
  EXCEED_MAX_DAILY_PAYMENT_COUNT: 'payment_limit_exceeded',
  EXCEED_MAX_PAYMENT_AMOUNT: 'payment_limit_exceeded',
  EXCEED_MAX_AMOUNT: 'payment_limit_exceeded',
  EXCEED_MAX_ONE_DAY_AMOUNT: 'payment_limit_exceeded',
  FDS_ERROR: 'payment_declined',
  NOT_AVAILABLE_PAYMENT: 'payment_declined',
  PAY_PROCESS_CANCELED: 'payment_cancelled_by_user',
  PAY_PROCESS_ABORTED: 'payment_failed',
  USER_CANCEL: 'payment_cancelled_by_user',
  NOT_FOUND_PAYMENT_SESSION: 'payment_session_expired',
  INVALID_AUTHORIZE_AUTH: 'payment_session_expired',
  ALREADY_PROCESSED_PAYMENT: 'payment_order_closed',
  DUPLICATED_ORDER_ID: 'payment_order_closed',
  INVALID_REQUEST: 'payment_amount_mismatch',
  UNAUTHORIZED_KEY: 'payment_provider_unavailable',
  INVALID_API_KEY: 'payment_provider_unavailable',
  INCORRECT_BASIC_AUTH_FORMAT: 'payment_provider_unavailable',
};

/** The message key for a provider's refusal code (unknown codes are a plain failure). */
export const providerMessageKey = (code: string): ErrorMessageKey => providerKeys[code] ?? 'payment_failed';

/** Turns a definite refusal into the member's error; the provider's own text goes with it for the fail page. */
export const providerRefusal = (error: ProviderError) =>
  new AppError(error.unknownOutcome ? 'payment_pending' : 'payment_refused', providerMessageKey(error.code), {
    data: { provider_code: error.code, provider_message: error.providerMessage },
  });
