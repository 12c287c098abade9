import { describe, expect, it } from 'vitest';
import { pageOf } from './page-of.ts';

/** One concrete address for every route of spec section 2. */
const specPaths = [
  '/', '/about', '/account',
  '/codeshare', '/codeshare/new', '/codeshare/12', '/codeshare/12/edit',
  '/competitions', '/daconcamp', '/edu', '/faq',
  '/forum', '/forum/new', '/forum/new-video', '/forum/7', '/forum/7/edit',
  '/hackathon', '/hackathon/camp', '/hackathon/camp/join', '/hackathon/camp/login', '/hackathon/camp/login1',
  '/inspire', '/myprofile', '/notice', '/notice/3', '/notice/notice', '/notice/notice/3', '/policy',
  '/ranking', '/ranking/info', '/ranking/interview', '/ranking/interview/4',
  '/search', '/signup', '/sponsorship', '/devTest',
  '/api/unsubscribe', '/api/verify_mail', '/api/sso/camp',
  '/cpt10', '/cpt10/1', '/survey', '/survey/2', '/job/survey', '/job/survey/2', '/winner/survey', '/winner/survey/2',
  '/acme/login',
  '/community', '/community/codeshare', '/community/competition', '/community/daschool', '/community/educode',
  '/community/edumain', '/community/eduquestion', '/community/forum', '/community/general', '/community/hiring',
  '/community/interviews', '/community/notices', '/community/questions', '/community/ranker-videos',
  '/community/study', '/community/teams', '/community/tips', '/community/forum/err',
  '/more', '/more/about', '/more/daconcamp', '/more/faq', '/more/interview', '/more/join', '/more/notice',
  '/more/recruit', '/more/sponsorship', '/more/interview/5', '/more/notice/5',
  '/edu/about', '/edu/offline', '/edu/offline/pay', '/edu/offline/index_before',
  '/edu/online', '/edu/online/pay', '/edu/online/pay-yearly', '/edu/online/secret', '/edu/stage',
  '/edu/colab-project', '/edu/colab-project/9', '/edu/3', '/edu/3/2',
  '/mbti/ds-level-test', '/mbti/ds-level-test-result', '/mbti/mbti-survey',
  '/payment/success', '/payment/fail',
  '/payment/3months/success', '/payment/3months/fail', '/payment/3months/pay',
  '/payment/online/success', '/payment/online/fail', '/payment/online/success-secret', '/payment/online/success-yearly',
  '/payment/rankerLecture/success', '/payment/rankerLecture/fail', '/payment/rankerLecture/pay',
  '/payment/special-subscription/success', '/payment/special-subscription/fail', '/payment/special-subscription/pay',
  '/competitions/official', '/competitions/official/titanic', '/competitions/open/titanic',
  ...['agreement', 'codeshare', 'data', 'leaderboard', 'mysubmission', 'overview', 'support', 'talkboard', 'team',
    'codeshare/new', 'leaderboard/chart', 'support/new', 'talkboard/new', 'codeshare/8', 'overview/anything',
    'support/8', 'talkboard/8', 'codeshare/8/edit', 'support/8/edit', 'talkboard/8/edit',
    'overview/agreement', 'overview/description', 'overview/evaluation', 'overview/prize', 'overview/rules',
    'overview/schedule'].map((tab) => `/competitions/official/titanic/${tab}`),
  '/competition/overview', '/competition/42/overview',
  '/myprofile/7',
  ...['home', 'achieve', 'bookmark', 'certificate', 'certification', 'certification1', 'codeshare', 'competition',
    'payment-history', 'talkboard', 'xp'].map((tab) => `/myprofile/7/${tab}`),
  '/pblTrack/1/exam', '/pblTrack/1/exam/overview', '/pblTrack/1/exam/progress', '/pblTrack/1/exam/result',
  '/pblTrack/1/overview', '/pblTrack/1/overview/course-information', '/pblTrack/1/overview/hackathon',
  '/pblTrack/1/overview/leader-board', '/pblTrack/1/overview/user-progress',
  '/pblTrack/1/edu', '/pblTrack/1/edu/3', '/pblTrack/1/edu/3/2',
  '/forum/403890', '/forum/406358',
  '/host', '/host/competitions/new', '/host/competitions/12',
];

describe('route table', () => {
  it.each(specPaths)('%s has a page in Korean and in English', (path) => {
    const ko = pageOf(path);
    expect(ko, path).toBeDefined();
    expect(ko, path).not.toBe('notFound');
    expect(pageOf(path === '/' ? '/en' : `/en${path}`), `/en${path}`).toBe(ko);
  });

  it('sends unknown addresses to the 404 page in both languages', () => {
    expect(pageOf('/no/such/page/here')).toBe('notFound');
    expect(pageOf('/en/no/such/page/here')).toBe('notFound');
  });

  it('builds the pages this release ships for real', () => {
    expect(pageOf('/')).toBe('home');
    expect(pageOf('/signup')).toBe('signup');
    expect(pageOf('/account')).toBe('account');
    expect(pageOf('/devTest')).toBe('devTest');
    expect(pageOf('/api/verify_mail')).toBe('verifyMail');
    expect(pageOf('/more')).toBe('more');
  });
});
