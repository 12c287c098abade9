import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, Params, RouteObject } from 'react-router';
import { localeFromPath } from '../../lib/locale-path.ts';
import type { LazyNamespace } from '@madang/i18n/namespaces';
import { applyLocale, loadNamespaces } from '../../i18n/setup.ts';
import { loadChunk } from '../chunk-reload.ts';
import { AppRoot } from '../app-root.tsx';
import { RouteErrorPage } from '../../ui/error-page/route-error-page.tsx';
import type { PageHandle } from '../../ui/use-page-title.ts';
import { layouts } from '../../layouts/layouts.tsx';
import { createGuardLoader } from './guard-loader.ts';
import type { RouteBuilders } from './mount.ts';
import { createRouteDiscovery } from './route-discovery.ts';
import { routeTable, type PageKey, type RouteSpec } from './route-table.ts';
import { queryClient } from '../../lib/api/query-client.ts';
import { talkPostQuery } from '../../features/talkboard/api/talk-post-query.ts';
import HomePage from '../../features/home/home-page.tsx';

type PageModule = { default: ComponentType };

/** Every page may show a refusal or a form error, so their texts come with any page. */
const PAGE_NAMESPACES: readonly LazyNamespace[] = ['errors', 'validation'];

/** A page chunk together with the catalog namespaces it needs, fetched side by side. */
const withCatalog = (namespaces: readonly LazyNamespace[], load: () => Promise<PageModule>) => async () =>
  (await Promise.all([load(), loadNamespaces([...PAGE_NAMESPACES, ...namespaces])]))[0];

// Notices and the FAQ ship as two chunks (public pages, console pages), the host console as one: fewer entries in the route map.
const hostPages = () => import('../../features/host/host-pages.ts');
const noticePages = () => import('../../features/notices/public-pages.ts');
const noticeHostPages = () => import('../../features/notices/host/host-pages.ts');
const bannerHostPages = () => import('../../features/home/host/host-pages.ts');
const interviewPages = () => import('../../features/interviews/public-pages.ts');
const interviewHostPages = () => import('../../features/interviews/host/host-pages.ts');
type CodePageName = keyof typeof import('../../features/codeshare/code-pages.ts');
const codePage = (name: CodePageName) => withCatalog(['code', 'talk', 'competition'], () => import('../../features/codeshare/code-pages.ts').then((m) => ({ default: m[name] })));
const profilePages = () => import('../../features/profiles/profile-pages.ts');
type SupportPageName = keyof typeof import('../../features/support/support-pages.ts');
const supportPage = (name: SupportPageName) => withCatalog(['talk', 'competition'], () => import('../../features/support/support-pages.ts').then((m) => ({ default: m[name] })));
const inquiryPages = () => import('../../features/inquiries/inquiry-pages.ts');
const aboutPages = () => import('../../features/about/about-pages.ts');
const sitePages = () => import('../../features/site-pages/public-pages.ts');
const sitePageHostPages = () => import('../../features/site-pages/host/host-pages.ts');
const rankingPages = withCatalog(['ranking'], () => import('../../features/rankings/ranking-pages.tsx'));
type LearningPageName = keyof typeof import('../../features/learning/learning-pages.ts');
const learningPage = (name: LearningPageName) => withCatalog(['learn', 'runner'], () => import('../../features/learning/learning-pages.ts').then((m) => ({ default: m[name] })));

type SubscriptionPageName = keyof typeof import('../../features/subscriptions/subscription-pages.ts');
const subscriptionPage = (name: SubscriptionPageName) =>
  withCatalog(['pay'], () => import('../../features/subscriptions/subscription-pages.ts').then((m) => ({ default: m[name] })));
type PaymentsConsolePageName = keyof typeof import('../../features/host/payments/payments-pages.ts');
const paymentsConsolePage = (name: PaymentsConsolePageName) =>
  withCatalog(['pay', 'host'], () => import('../../features/host/payments/payments-pages.ts').then((m) => ({ default: m[name] })));

type SurveyConsolePageName = keyof typeof import('../../features/surveys/console/console-pages.ts');
const surveyConsolePage = (name: SurveyConsolePageName) =>
  withCatalog(['survey', 'host'], () => import('../../features/surveys/console/console-pages.ts').then((m) => ({ default: m[name] })));

type LevelTestPageName = keyof typeof import('../../features/level-test/level-test-pages.ts');
const levelTestPage = (name: LevelTestPageName) =>
  withCatalog(['levelTest', 'learn', 'competition'], () => import('../../features/level-test/level-test-pages.ts').then((m) => ({ default: m[name] })));

/** Each page is its own chunk, fetched when its route is first visited. */
const pages: Record<PageKey, () => Promise<PageModule>> = {
  // The most common first page ships in the entry: a chunk of its own would add a network round before its first paint.
  home: () => Promise.resolve({ default: HomePage }),
  signup: withCatalog(['auth'], () => import('../../features/auth/signup-page.tsx')),
  account: withCatalog(['account', 'apiToken', 'auth', 'survey'], () => import('../../features/account/account-page.tsx')),
  devTest: withCatalog(['devOutbox'], () => import('../../features/dev-outbox/dev-outbox-page.tsx')),
  verifyMail: withCatalog(['auth'], () => import('../../features/auth/verify-mail-page.tsx')),
  unsubscribe: withCatalog(['account'], () => import('../../features/unsubscribe/unsubscribe-page.tsx')),
  resetPassword: withCatalog(['auth'], () => import('../../features/auth/reset-password-page.tsx')),
  more: () => import('../../features/more/more-page.tsx'),
  comingSoon: () => import('../../ui/error-page/coming-soon-page.tsx'),
  notFound: () => import('../../ui/error-page/not-found-page.tsx'),
  competitions: withCatalog(['competition'], () => import('../../features/competitions/list/competitions-page.tsx')),
  competition: withCatalog(['competition'], () => import('../../features/competitions/detail/competition-layout-page.tsx')),
  competitionOverview: withCatalog(['competition'], () => import('../../features/competitions/overview/overview-page.tsx')),
  competitionAgreement: withCatalog(['competition', 'auth'], () => import('../../features/competitions/agreement/agreement-page.tsx')),
  competitionData: withCatalog(['competition'], () => import('../../features/competitions/data/data-page.tsx')),
  competitionLeaderboard: withCatalog(['competition'], () => import('../../features/competitions/leaderboard/leaderboard-page.tsx')),
  competitionChart: withCatalog(['competition'], () => import('../../features/competitions/leaderboard/chart-page.tsx')),
  competitionSubmissions: withCatalog(['competition'], () => import('../../features/competitions/submit/mysubmission-page.tsx')),
  competitionRedirect: withCatalog(['competition'], () => import('../../features/competitions/detail/competition-redirect-page.tsx')),
  competitionTeam: withCatalog(['competition', 'team'], () => import('../../features/teams/team-page.tsx')),
  hostHome: withCatalog(['host'], () => hostPages().then((m) => ({ default: m.HostHomePage }))),
  hostCompetitionNew: withCatalog(['host'], () => hostPages().then((m) => ({ default: m.CompetitionNewPage }))),
  hostCompetitionEdit: withCatalog(['host'], () => hostPages().then((m) => ({ default: m.CompetitionEditPage }))),
  hostRoles: withCatalog(['host'], () => hostPages().then((m) => ({ default: m.RolesPage }))),
  talkList: withCatalog(['talk', 'competition'], () => import('../../features/talkboard/list/talk-list-page.tsx')),
  talkPost: withCatalog(['talk', 'competition'], () => import('../../features/talkboard/post/talk-post-page.tsx')),
  talkForm: withCatalog(['talk', 'competition'], () => import('../../features/talkboard/form/talk-form-page.tsx')),
  supportList: supportPage('SupportListPage'),
  supportQuestion: supportPage('SupportQuestionPage'),
  supportForm: supportPage('SupportFormPage'),
  community: withCatalog(['talk', 'code', 'competition'], () => import('../../features/talkboard/community/community-page.tsx')),
  communityTab: withCatalog(['talk', 'code', 'competition'], () => import('../../features/talkboard/community/community-tab-page.tsx')),
  hostModeration: withCatalog(['talk', 'host', 'competition'], () => import('../../features/community/moderation/moderation-page.tsx')),
  codeList: codePage('CodeListPage'),
  codePost: codePage('CodePostPage'),
  codeForm: codePage('CodeFormPage'),
  noticeList: withCatalog(['notice'], () => noticePages().then((m) => ({ default: m.NoticeListPage }))),
  notice: withCatalog(['notice'], () => noticePages().then((m) => ({ default: m.NoticePage }))),
  noticeLegacy: withCatalog(['notice'], () => noticePages().then((m) => ({ default: m.NoticeLegacyPage }))),
  faq: withCatalog(['notice'], () => noticePages().then((m) => ({ default: m.FaqPage }))),
  hostNotices: withCatalog(['notice', 'host'], () => noticeHostPages().then((m) => ({ default: m.NoticesAdminPage }))),
  hostNoticeEdit: withCatalog(['notice', 'host'], () => noticeHostPages().then((m) => ({ default: m.NoticeEditPage }))),
  hostBanners: withCatalog(['notice', 'host'], () => bannerHostPages().then((m) => ({ default: m.BannersAdminPage }))),
  hostBannerEdit: withCatalog(['notice', 'host'], () => bannerHostPages().then((m) => ({ default: m.BannerEditPage }))),
  hostFaq: withCatalog(['notice', 'host'], () => noticeHostPages().then((m) => ({ default: m.FaqAdminPage }))),
  hostFaqEdit: withCatalog(['notice', 'host'], () => noticeHostPages().then((m) => ({ default: m.FaqEditPage }))),
  interviewList: withCatalog(['notice'], () => interviewPages().then((m) => ({ default: m.InterviewListPage }))),
  interview: withCatalog(['notice'], () => interviewPages().then((m) => ({ default: m.InterviewPage }))),
  hostInterviews: withCatalog(['notice', 'host'], () => interviewHostPages().then((m) => ({ default: m.InterviewsAdminPage }))),
  hostInterviewEdit: withCatalog(['notice', 'host'], () => interviewHostPages().then((m) => ({ default: m.InterviewEditPage }))),
  profile: withCatalog(['profile', 'account'], () => profilePages().then((m) => ({ default: m.ProfileLayoutPage }))),
  profileTab: withCatalog(['profile', 'account', 'learn'], () => profilePages().then((m) => ({ default: m.ProfileTabPage }))),
  search: withCatalog(['search'], () => import('../../features/search/search-page.tsx')),
  ranking: rankingPages,
  rankingInfo: rankingPages,
  sponsorship: withCatalog(['host', 'about'], () => inquiryPages().then((m) => ({ default: m.InquiryPage }))),
  hostInquiries: withCatalog(['host'], () => inquiryPages().then((m) => ({ default: m.InquiriesAdminPage }))),
  hostLearning: withCatalog(['host'], () => hostPages().then((m) => ({ default: m.LearningConsolePage }))),
  about: withCatalog(['about'], () => aboutPages().then((m) => ({ default: m.AboutPage }))),
  join: withCatalog(['about'], () => aboutPages().then((m) => ({ default: m.JoinPage }))),
  inspire: withCatalog(['about'], () => aboutPages().then((m) => ({ default: m.InspirePage }))),
  policy: withCatalog(['about'], () => sitePages().then((m) => ({ default: m.PolicyPage }))),
  recruit: withCatalog(['about'], () => sitePages().then((m) => ({ default: m.RecruitPage }))),
  cpt10: withCatalog(['about'], () => sitePages().then((m) => ({ default: m.Cpt10Page }))),
  hostSitePages: withCatalog(['notice', 'host'], () => sitePageHostPages().then((m) => ({ default: m.SitePagesAdminPage }))),
  hostSitePageEdit: withCatalog(['notice', 'host'], () => sitePageHostPages().then((m) => ({ default: m.SitePageEditPage }))),
  hostPolicyEdit: withCatalog(['notice', 'host'], () => sitePageHostPages().then((m) => ({ default: m.PolicyEditPage }))),
  eduHub: learningPage('HubPage'),
  eduList: learningPage('EduListPage'),
  eduAbout: learningPage('EduAboutPage'),
  eduProject: learningPage('ProjectPage'),
  eduStage: learningPage('StagePage'),
  eduColab: learningPage('ColabProjectPage'),
  levelTest: levelTestPage('LevelTestPage'),
  levelTestResult: levelTestPage('LevelTestResultPage'),
  levelTestSurvey: levelTestPage('SurveyPage'),
  eduOnline: subscriptionPage('PlanChoicePage'),
  eduOffline: subscriptionPage('OfflinePage'),
  pay: subscriptionPage('PayPage'),
  paymentSuccess: subscriptionPage('PaymentSuccessPage'),
  paymentFail: subscriptionPage('PaymentFailPage'),
  paymentHistory: subscriptionPage('PaymentHistoryTab'),
  receipt: subscriptionPage('ReceiptPage'),
  hostPlans: paymentsConsolePage('PlansPage'),
  hostPayments: paymentsConsolePage('PaymentsPage'),
  hostPartners: paymentsConsolePage('PartnersPage'),
  survey: withCatalog(['survey'], () => import('../../features/surveys/survey-page.tsx')),
  hostSurveys: surveyConsolePage('SurveysAdminPage'),
  hostSurveyEdit: surveyConsolePage('SurveyEditPage'),
  hostSurveyResults: surveyConsolePage('SurveyResultsPage'),
  hostTalent: surveyConsolePage('TalentPage'),
};

/**
 * Data a page paints first, asked for while its chunk loads rather than once it renders: a network round less
 * before a post's text shows. The page's own query then finds it arriving or arrived.
 */
const pageData: Partial<Record<PageKey, (params: Params) => void>> = {
  talkPost: ({ id }) => void queryClient.prefetchQuery(talkPostQuery(Number(id))),
};

/** Checks the route's params and guards, then starts its page's data. */
function pageLoader(spec: RouteSpec, prefetch: ((params: Params) => void) | undefined) {
  const guard = spec.guards || spec.params ? createGuardLoader(spec) : undefined;
  if (!prefetch) return guard;
  return async (args: LoaderFunctionArgs) => {
    const result = guard ? await guard(args) : null;
    prefetch(args.params);
    return result;
  };
}

function toRoute(spec: RouteSpec, children: RouteObject[] | undefined): RouteObject {
  const page = spec.page;
  const loader = pageLoader(spec, page ? pageData[page] : undefined);
  const shared = {
    ...(loader ? { loader } : {}),
    // The page key names the page's title and description (ui/use-page-title.ts).
    ...(page ? { handle: { page } satisfies PageHandle, lazy: async () => ({ Component: (await loadChunk(pages[page])).default }) } : {}),
  };
  if (spec.index) return { index: true, ...shared };
  return { path: spec.path, ...shared, ...(children ? { children } : {}) };
}

const routeBuilders: RouteBuilders<RouteObject> = {
  route: toRoute,
  // Page errors render inside the layout, so header and footer stay usable.
  layout: (group, children, id) => ({
    Component: layouts[group.layout],
    errorElement: <RouteErrorPage />,
    children: [{ id, errorElement: <RouteErrorPage />, children }],
  }),
  english: (children) => ({ path: 'en', children }),
};

const renderNothing = () => null;

const appRoutes = (children: RouteObject[]): RouteObject[] => [
  {
    path: '/',
    Component: AppRoot,
    errorElement: <RouteErrorPage />,
    HydrateFallback: renderNothing,
    // The catalog of the path's language is in place before the first page renders.
    loader: async ({ request }) => {
      await applyLocale(localeFromPath(new URL(request.url).pathname));
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }) => localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname),
    children,
  },
];

/**
 * The routes an address can reach, and the hook that adds the others as navigation reaches them
 * (route-discovery.ts). The browser and the server's render of the first screen build them alike from the same
 * address, so their route ids match and the browser can hydrate what the server rendered.
 */
export function appRoutesFor(pathname: string) {
  const discovery = createRouteDiscovery(routeTable, routeBuilders, pathname);
  return { routes: appRoutes(discovery.routes), patchRoutesOnNavigation: discovery.patchRoutesOnNavigation };
}
