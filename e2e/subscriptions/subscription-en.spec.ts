import { signUpFreshMember, test } from '../fixtures.ts';
import { ensurePlans, failToSubscribe, subscribeYearly, type SubscriptionTexts, upgradeToYearly } from './subscription-journey.ts';

const en: SubscriptionTexts = {
  prefix: '/en',
  lang: 'en',
  discount: '33% off',
  subscribe: 'Subscribe',
  total: (amount) => `₩${amount.toLocaleString('en-US')}`,
  success: 'Payment complete',
  failed: 'Payment failed',
  nothingCharged: 'Nothing was charged and nothing was granted.',
  start: 'Start learning',
  subscriptionNeeded: 'Subscription needed',
  active: 'Active',
  expiring: 'Expiring',
  cancel: 'Cancel subscription',
  reasons: ['It costs too much', 'I have no time to learn'],
  confirmCancel: 'Cancel it',
  resume: 'Keep my subscription',
  receipt: 'Receipt',
  receiptTitle: 'Receipt',
  print: 'Print',
  upgrade: 'Switch to yearly',
  credit: 'Unused period credited',
};

test('a new member buys the yearly plan with the local provider, opens a project for subscribers, cancels with two reasons, resumes and finds the receipt', async ({
  page,
  request,
}) => {
  const { yearly } = await ensurePlans(request);
  await signUpFreshMember(page, 'suben');
  await subscribeYearly(page, en, yearly);
});

test('a new member whose card is declined lands on the failure page with nothing granted', async ({ page, request }) => {
  const { monthly } = await ensurePlans(request);
  await signUpFreshMember(page, 'failen');
  await failToSubscribe(page, en, monthly);
});

test('a monthly subscriber switches to yearly and pays the yearly price less the unused month', async ({ page, request }) => {
  const plans = await ensurePlans(request);
  await signUpFreshMember(page, 'upgrade');
  await upgradeToYearly(page, en, plans);
});
