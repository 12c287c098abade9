// The console's plans and payments share one chunk.
export { default as PlansPage } from './plans-page.tsx';
export { default as PaymentsPage } from './payments-page.tsx';
export { default as PartnersPage } from '../partners/partners-page.tsx';
