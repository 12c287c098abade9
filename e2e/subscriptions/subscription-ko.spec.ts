import { signUpFreshMember, test } from '../fixtures.ts';
import { ensurePlans, failToSubscribe, subscribeYearly, type SubscriptionTexts } from './subscription-journey.ts';

const ko: SubscriptionTexts = {
  prefix: '',
  lang: 'ko',
  discount: '33% 할인',
  subscribe: '이 플랜으로 구독',
  total: (amount) => `${amount.toLocaleString('ko-KR')}원`,
  success: '결제가 완료되었습니다',
  failed: '결제에 실패했습니다',
  nothingCharged: '결제되지 않았고, 구독이나 상품도 지급되지 않았습니다.',
  start: '학습 시작',
  subscriptionNeeded: '구독이 필요합니다',
  active: '구독 중',
  expiring: '해지 예정',
  cancel: '구독 해지',
  reasons: ['가격이 부담돼요', '학습할 시간이 없어요'],
  confirmCancel: '해지하기',
  resume: '구독 유지하기',
  receipt: '영수증',
  receiptTitle: '영수증',
  print: '인쇄하기',
  upgrade: '연간 구독으로 변경',
  credit: '남은 기간 차감',
};

test('새 회원이 연간 구독을 로컬 결제로 사고, 구독자 프로젝트를 열고, 이유 두 개로 해지했다가 되살리고, 결제 내역에서 영수증을 찾는다', async ({ page, request }) => {
  const { yearly } = await ensurePlans(request);
  await signUpFreshMember(page, 'subko');
  await subscribeYearly(page, ko, yearly);
});

test('거절되는 카드로 결제한 새 회원은 실패 페이지에 닿고 아무것도 받지 않는다', async ({ page, request }) => {
  const { monthly } = await ensurePlans(request);
  await signUpFreshMember(page, 'failko');
  await failToSubscribe(page, ko, monthly);
});
