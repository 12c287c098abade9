import { signUpFreshMember, test } from '../fixtures.ts';
import { learnAsNewMember } from './learning-journey.ts';

test('a new member starts pandas basics from the hub, reads why a step failed, earns stage XP, buys a hint, passes and resumes from My Learning', async ({ page }) => {
  await signUpFreshMember(page, 'learner');
  await learnAsNewMember(
    page,
    {
      prefix: '/en',
      mainMenu: 'Main menu',
      learningMenu: 'Learning',
      start: 'Start learning',
      markRead: 'Mark as read and continue',
      run: 'Run',
      submit: 'Submit',
      check: 'Check answer',
      nextStep: 'Next step',
      passed: 'Passed',
      failed: 'Not passed yet',
      hint: /^Get a hint/,
      spend: 'Spend 10 XP',
      partnerLogo: "Learn: Madang's tracks and hackathons",
      subscriptionNeeded: 'Subscription needed',
      clearedXp: (xp) => `You earned +${xp} XP.`,
      nextStage: 'Next stage',
      continue: 'Continue',
      myLearning: 'My Learning',
    },
    'en',
  );
});
