import { signUpFreshMember, test } from '../fixtures.ts';
import { learnAsNewMember } from './learning-journey.ts';

test('새 회원이 허브에서 판다스 기초를 시작해 실패 이유를 읽고, 스테이지 XP를 받고, 힌트를 사서 통과하고, 나의 학습에서 이어 간다', async ({ page }) => {
  await signUpFreshMember(page, 'learner');
  await learnAsNewMember(
    page,
    {
      prefix: '',
      mainMenu: '주 메뉴',
      learningMenu: '학습',
      start: '학습 시작',
      markRead: '읽음으로 표시하고 다음으로',
      run: '실행',
      submit: '제출',
      check: '채점하기',
      nextStep: '다음 단계',
      passed: '통과했습니다',
      failed: '아직 통과하지 못했습니다',
      hint: /^힌트 보기/,
      spend: '10 XP 쓰기',
      partnerLogo: '마당 러닝 — 학습 트랙과 해커톤',
      subscriptionNeeded: '구독이 필요합니다',
      clearedXp: (xp) => `+${xp} XP를 받았습니다.`,
      nextStage: '다음 스테이지로',
      continue: '이어서 학습',
      myLearning: '나의 학습',
    },
    'ko',
  );
});
