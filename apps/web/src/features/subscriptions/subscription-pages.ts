// The plan, pay and result pages, the payment-history tab and the receipt share one chunk: one entry in the route map.
export { default as PlanChoicePage } from './plans/plan-choice-page.tsx';
export { default as OfflinePage } from './plans/offline-page.tsx';
export { default as PayPage } from './pay/pay-page.tsx';
export { default as PaymentSuccessPage } from './result/payment-success-page.tsx';
export { default as PaymentFailPage } from './result/payment-fail-page.tsx';
export { default as PaymentHistoryTab } from './history/payment-history-tab.tsx';
export { default as ReceiptPage } from './history/receipt-page.tsx';
