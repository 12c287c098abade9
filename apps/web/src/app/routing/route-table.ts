import type { GuardName } from './guards.ts';

/**
 * Every page of spec section 2, in one table that the router mounts twice: at `/` (Korean) and at
 * `/en` (English). It holds data only, so tests can check it without a browser.
 */
export type PageKey =
  | 'home'
  | 'signup'
  | 'account'
  | 'resetPassword'
  | 'devTest'
  | 'verifyMail'
  | 'unsubscribe'
  | 'more'
  | 'comingSoon'
  | 'notFound'
  | 'talkList'
  | 'talkPost'
  | 'talkForm'
  | 'supportList'
  | 'supportQuestion'
  | 'supportForm'
  | 'community'
  | 'communityTab'
  | 'hostModeration'
  | 'codeList'
  | 'codePost'
  | 'codeForm'
  | 'competitions'
  | 'competition'
  | 'competitionOverview'
  | 'competitionAgreement'
  | 'competitionData'
  | 'competitionLeaderboard'
  | 'competitionChart'
  | 'competitionSubmissions'
  | 'competitionRedirect'
  | 'competitionTeam'
  | 'hostHome'
  | 'hostCompetitionNew'
  | 'hostCompetitionEdit'
  | 'hostRoles'
  | 'noticeList'
  | 'notice'
  | 'noticeLegacy'
  | 'faq'
  | 'hostNotices'
  | 'hostNoticeEdit'
  | 'hostBanners'
  | 'hostBannerEdit'
  | 'hostFaq'
  | 'hostFaqEdit'
  | 'interviewList'
  | 'interview'
  | 'hostInterviews'
  | 'hostInterviewEdit'
  | 'profile'
  | 'profileTab'
  | 'search'
  | 'ranking'
  | 'rankingInfo'
  | 'sponsorship'
  | 'hostInquiries'
  | 'hostLearning'
  | 'about'
  | 'join'
  | 'inspire'
  | 'policy'
  | 'recruit'
  | 'cpt10'
  | 'hostSitePages'
  | 'hostSitePageEdit'
  | 'hostPolicyEdit'
  | 'eduHub'
  | 'eduList'
  | 'eduAbout'
  | 'eduProject'
  | 'eduStage'
  | 'eduColab'
  | 'levelTest'
  | 'levelTestResult'
  | 'levelTestSurvey'
  | 'eduOnline'
  | 'eduOffline'
  | 'pay'
  | 'paymentSuccess'
  | 'paymentFail'
  | 'paymentHistory'
  | 'receipt'
  | 'hostPlans'
  | 'hostPayments'
  | 'hostPartners'
  | 'survey'
  | 'hostSurveys'
  | 'hostSurveyEdit'
  | 'hostSurveyResults'
  | 'hostTalent';
export type LayoutKey = 'default' | 'dark' | 'extraLogin' | 'fullScreen' | 'noFooter' | 'exam' | 'search';

/** 'number' means digits only; a list means one of these values. Anything else is a 404. */
export type ParamRule = 'number' | readonly string[];

export interface RouteSpec {
  path?: string;
  index?: true;
  page?: PageKey;
  guards?: GuardName[];
  params?: Record<string, ParamRule>;
  children?: RouteSpec[];
}

export interface LayoutGroup {
  layout: LayoutKey;
  routes: RouteSpec[];
}

const soon = (path: string, extra: Omit<RouteSpec, 'path' | 'page'> = {}): RouteSpec => ({ path, page: 'comingSoon', ...extra });
const soonIndex: RouteSpec = { index: true, page: 'comingSoon' };
const members: GuardName[] = ['authback'];

const COMMUNITY_TABS = [
  'codeshare',
  'competition',
  'daschool',
  'educode',
  'edumain',
  'eduquestion',
  'forum',
  'general',
  'hiring',
  'interviews',
  'notices',
  'questions',
  'ranker-videos',
  'study',
  'teams',
  'tips',
  'forum/err',
];
const PROFILE_TABS = ['home', 'achieve', 'bookmark', 'certificate', 'certification', 'certification1', 'codeshare', 'competition', 'payment-history', 'talkboard', 'xp'];
/** Course certificates come with learning's courses. */
const PROFILE_TAB_PAGES: Partial<Record<string, PageKey>> = {
  certification: 'comingSoon',
  certification1: 'comingSoon',
  'payment-history': 'paymentHistory',
};
const OVERVIEW_TABS = ['agreement', 'description', 'evaluation', 'prize', 'rules', 'schedule'];
const COMPETITION_TABS = ['agreement', 'codeshare', 'data', 'leaderboard', 'mysubmission', 'support', 'talkboard', 'team'];
const PBL_OVERVIEW_TABS = ['course-information', 'hackathon', 'leader-board', 'user-progress'];

/** The code share's list, new, post and edit pages below `base`; writing and editing need an account. */
const codeRoutes = (base: string): RouteSpec[] => [
  { path: `${base}/new`, page: 'codeForm', guards: members },
  { path: `${base}/:id`, page: 'codePost', params: { id: 'number' } },
  { path: `${base}/:id/edit`, page: 'codeForm', guards: members, params: { id: 'number' } },
];

/** A result folder's success and fail pages (every kind of plan confirms or closes its order the same way), and its pay page. */
const payment = (base: string, pages: string[]): RouteSpec[] =>
  pages.map((page) => ({ path: `${base}/${page}`, page: page.startsWith('success') ? 'paymentSuccess' : page === 'fail' ? 'paymentFail' : 'pay', guards: members }));

/** Every competition tab's page. */
const COMPETITION_TAB_PAGES: Partial<Record<string, PageKey>> = {
  agreement: 'competitionAgreement',
  codeshare: 'codeList',
  data: 'competitionData',
  leaderboard: 'competitionLeaderboard',
  mysubmission: 'competitionSubmissions',
  support: 'supportList',
  talkboard: 'talkList',
  team: 'competitionTeam',
};
const overviewPage = (path: string): RouteSpec => ({ path, page: 'competitionOverview' });

const competitionRoutes: RouteSpec = {
  path: 'competitions/:host/:name?',
  page: 'competition',
  params: { host: ['official', 'open'] },
  children: [
    { index: true, page: 'competitionOverview' },
    ...COMPETITION_TABS.map((tab) => ({ path: tab, page: COMPETITION_TAB_PAGES[tab] ?? 'comingSoon' })),
    {
      path: 'overview',
      children: [{ index: true, page: 'competitionOverview' }, ...OVERVIEW_TABS.map(overviewPage), overviewPage(':path')],
    },
    ...codeRoutes('codeshare'),
    { path: 'leaderboard/chart', page: 'competitionChart' },
    { path: 'support/new', page: 'supportForm', guards: members },
    { path: 'talkboard/new', page: 'talkForm', guards: members },
    { path: 'support/:id', page: 'supportQuestion', params: { id: 'number' } },
    { path: 'talkboard/:id', page: 'talkPost', params: { id: 'number' } },
    { path: 'support/:id/edit', page: 'supportForm', guards: members, params: { id: 'number' } },
    { path: 'talkboard/:id/edit', page: 'talkForm', guards: members, params: { id: 'number' } },
  ],
};

const hostGuards: GuardName[] = ['host'];

/** The host console: the host's competitions, the create form and one competition's edit and run page. */
const hostRoutes: RouteSpec = {
  path: 'host',
  children: [
    { index: true, page: 'hostHome', guards: hostGuards },
    { path: 'competitions/new', page: 'hostCompetitionNew', guards: hostGuards },
    { path: 'competitions/:id', page: 'hostCompetitionEdit', guards: hostGuards, params: { id: 'number' } },
    // Granting the host role is an admin's call.
    { path: 'roles', page: 'hostRoles', guards: ['admin'] },
    { path: 'moderation', page: 'hostModeration', guards: hostGuards },
    // Notices and the FAQ speak for the whole site: admins only.
    { path: 'notices', page: 'hostNotices', guards: ['admin'] },
    { path: 'notices/new', page: 'hostNoticeEdit', guards: ['admin'] },
    { path: 'notices/:id', page: 'hostNoticeEdit', guards: ['admin'], params: { id: 'number' } },
    // The home's banners speak for the whole site: admins only.
    { path: 'banners', page: 'hostBanners', guards: ['admin'] },
    { path: 'banners/new', page: 'hostBannerEdit', guards: ['admin'] },
    { path: 'banners/:id', page: 'hostBannerEdit', guards: ['admin'], params: { id: 'number' } },
    { path: 'faq', page: 'hostFaq', guards: ['admin'] },
    { path: 'faq/new', page: 'hostFaqEdit', guards: ['admin'] },
    { path: 'faq/:id', page: 'hostFaqEdit', guards: ['admin'], params: { id: 'number' } },
    { path: 'interviews', page: 'hostInterviews', guards: ['admin'] },
    { path: 'interviews/new', page: 'hostInterviewEdit', guards: ['admin'] },
    { path: 'interviews/:id', page: 'hostInterviewEdit', guards: ['admin'], params: { id: 'number' } },
    // Hosting inquiries carry contact details: admins only.
    { path: 'inquiries', page: 'hostInquiries', guards: ['admin'] },
    // Surveys speak for the whole site; the talent pool's page answers hosts without an admin's permission with its refusal.
    { path: 'surveys', page: 'hostSurveys', guards: ['admin'] },
    { path: 'surveys/new', page: 'hostSurveyEdit', guards: ['admin'] },
    { path: 'surveys/:id', page: 'hostSurveyEdit', guards: ['admin'], params: { id: 'number' } },
    { path: 'surveys/:id/results', page: 'hostSurveyResults', guards: ['admin'], params: { id: 'number' } },
    { path: 'talent', page: 'hostTalent', guards: hostGuards },
    // The site's pages and policies speak for the whole installation: admins only.
    { path: 'pages', page: 'hostSitePages', guards: ['admin'] },
    { path: 'pages/:key', page: 'hostSitePageEdit', guards: ['admin'], params: { key: ['about', 'join', 'inspire', 'sponsorship', 'recruit'] } },
    { path: 'pages/policies/:document', page: 'hostPolicyEdit', guards: ['admin'], params: { document: ['terms', 'privacy', 'marketing'] } },
    // Learning projects: educators write their own, admins every one. The page tells its list, `new` and `:id` apart.
    { path: 'learning/*', page: 'hostLearning', guards: ['educator'] },
    // Plans and payments are money: admins only.
    { path: 'plans', page: 'hostPlans', guards: ['admin'] },
    { path: 'payments', page: 'hostPayments', guards: ['admin'] },
    { path: 'partners', page: 'hostPartners', guards: ['admin'] },
  ],
};

const trackGuards: GuardName[] = ['hasTrackId'];
const stageParams: Record<string, ParamRule> = { projectId: 'number', stageNumber: 'number' };

export const routeTable: LayoutGroup[] = [
  {
    layout: 'default',
    routes: [
      { index: true, page: 'home', guards: ['authmain'] },
      { path: 'about', page: 'about' },
      { path: 'account', page: 'account', guards: members },
      // Not in the spec, which has no password recovery: the target of the reset mail's link.
      { path: 'account/reset-password', page: 'resetPassword' },
      { path: 'codeshare', page: 'codeList' },
      ...codeRoutes('codeshare'),
      { path: 'competitions', page: 'competitions' },
      competitionRoutes,
      { path: 'competition/:competitionId?/overview', page: 'competitionRedirect' },
      hostRoutes,
      soon('daconcamp', { guards: ['redirectToHackathon'] }),
      { path: 'edu', page: 'eduList' },
      { path: 'faq', page: 'faq' },
      // The forum is the talk board of no competition; the two fixed inquiry posts (403890, 406358) are ordinary posts of it.
      { path: 'forum', page: 'talkList' },
      { path: 'forum/new', page: 'talkForm', guards: members },
      { path: 'forum/new-video', page: 'talkForm', guards: members },
      { path: 'forum/:id', page: 'talkPost', params: { id: 'number' } },
      { path: 'forum/:id/edit', page: 'talkForm', guards: members, params: { id: 'number' } },
      { path: 'inspire', page: 'inspire' },
      soon('myprofile', { guards: ['redirect.profile'] }),
      {
        path: 'myprofile/:uid',
        page: 'profile',
        params: { uid: 'number' },
        children: [
          // The guard always moves a bare profile address on to a tab.
          { index: true, page: 'profileTab', guards: ['redirect.profile'] },
          ...PROFILE_TABS.map((tab): RouteSpec => ({ path: tab, page: PROFILE_TAB_PAGES[tab] ?? 'profileTab', guards: ['redirect.profile'] })),
        ],
      },
      { path: 'notice', page: 'noticeList' },
      { path: 'notice/:id', page: 'notice', params: { id: 'number' } },
      { path: 'notice/notice/:id?', page: 'noticeLegacy', params: { id: 'number' } },
      { path: 'policy', page: 'policy' },
      { path: 'ranking', page: 'ranking' },
      { path: 'ranking/info', page: 'rankingInfo' },
      { path: 'ranking/interview', page: 'interviewList' },
      { path: 'ranking/interview/:id', page: 'interview', params: { id: 'number' } },
      { path: 'signup', page: 'signup' },
      { path: 'sponsorship', page: 'sponsorship' },
      { path: 'devTest', page: 'devTest' },
      { path: 'api/unsubscribe', page: 'unsubscribe' },
      { path: 'api/verify_mail', page: 'verifyMail' },
      soon('api/sso/camp'),
      { path: 'cpt10/:id?', page: 'cpt10', params: { id: 'number' } },
      { path: 'survey/:id?', page: 'survey', params: { id: 'number' } },
      { path: 'job/survey/:id?', page: 'survey', params: { id: 'number' } },
      { path: 'winner/survey/:id?', page: 'survey', params: { id: 'number' } },
      {
        path: 'community',
        children: [
          { index: true, page: 'community' },
          { path: 'forum', page: 'talkList' },
          { path: 'codeshare', page: 'codeList' },
          ...COMMUNITY_TABS.filter((tab) => tab !== 'forum' && tab !== 'codeshare').map((tab) =>
            tab === 'notices'
              ? { path: tab, page: 'noticeList' as const }
              : tab === 'interviews'
                ? { path: tab, page: 'interviewList' as const }
                : { path: tab, page: 'communityTab' as const },
          ),
        ],
      },
      {
        path: 'more',
        children: [
          { index: true, page: 'more' },
          { path: 'faq', page: 'faq' },
          { path: 'notice', page: 'noticeList' },
          { path: 'interview', page: 'interviewList' },
          { path: 'interview/:id', page: 'interview', params: { id: 'number' } },
          { path: 'about', page: 'about' },
          { path: 'join', page: 'join' },
          { path: 'sponsorship', page: 'sponsorship' },
          soon('daconcamp', { guards: ['redirectToHackathon'] }),
          { path: 'recruit', page: 'recruit' },
          { path: 'notice/:id', page: 'notice', params: { id: 'number' } },
        ],
      },
      { path: 'edu/about', page: 'eduAbout' },
      { path: 'edu/offline', page: 'eduOffline' },
      { path: 'edu/offline/pay', page: 'pay', guards: members },
      soon('edu/offline/index_before', { guards: ['redirectToOfflinePage'] }),
      { path: 'edu/online', page: 'eduOnline' },
      { path: 'edu/online/pay', page: 'pay', guards: members },
      { path: 'edu/online/pay-yearly', page: 'pay', guards: members },
      // A secret link may reach a visitor: the page shows its plan and asks them to log in to buy it.
      { path: 'edu/online/secret', page: 'pay' },
      soon('edu/stage', { guards: ['redirectToProjectStage'] }),
      { path: 'edu/colab-project/:colabProjectId?', page: 'eduColab', params: { colabProjectId: 'number' } },
      { path: 'edu/:projectId', page: 'eduProject', params: { projectId: 'number' } },
      soon('pblTrack/:trackId?/overview', {
        guards: trackGuards,
        children: [soonIndex, ...PBL_OVERVIEW_TABS.map((tab) => soon(tab))],
      }),
      { path: '*', page: 'notFound' },
    ],
  },
  {
    layout: 'dark',
    routes: [{ path: 'hackathon', page: 'eduHub' }, soon('hackathon/camp'), soon('hackathon/camp/join')],
  },
  {
    layout: 'extraLogin',
    routes: [soon('hackathon/camp/login'), soon('hackathon/camp/login1'), soon(':company/login')],
  },
  {
    layout: 'fullScreen',
    routes: [
      // Not in the spec: a payment's receipt, alone on the page so it prints as a sheet.
      { path: 'payment/receipt/:orderId', page: 'receipt', guards: members },
      { path: 'mbti/ds-level-test', page: 'levelTest' },
      { path: 'mbti/ds-level-test-result', page: 'levelTestResult' },
      { path: 'mbti/mbti-survey', page: 'levelTestSurvey' },
    ],
  },
  {
    layout: 'noFooter',
    routes: [
      { path: 'edu/:projectId/:stageNumber', page: 'eduStage', params: stageParams, guards: ['redirect.projectId'] },
      soon('pblTrack/:trackId?/edu/:projectId?', {
        guards: [...trackGuards, 'redirect.projectId'],
        params: { projectId: 'number' },
        children: [soonIndex, soon(':stageNumber', { params: { stageNumber: 'number' } })],
      }),
      ...payment('payment', ['success', 'fail']),
      ...payment('payment/3months', ['success', 'fail', 'pay']),
      ...payment('payment/online', ['success', 'fail', 'success-secret', 'success-yearly']),
      ...payment('payment/rankerLecture', ['success', 'fail', 'pay']),
      ...payment('payment/special-subscription', ['success', 'fail', 'pay']),
    ],
  },
  {
    layout: 'exam',
    routes: [
      soon('pblTrack/:trackId?/exam', {
        guards: trackGuards,
        children: [soonIndex, soon('overview'), soon('progress'), soon('result')],
      }),
    ],
  },
  { layout: 'search', routes: [{ path: 'search', page: 'search' }] },
];
