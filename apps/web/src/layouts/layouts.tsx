import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../i18n/use-locale.ts';
import { Logo } from '../ui/logo.tsx';
import { lazyPart } from '../ui/lazy-part.tsx';
import { RenderedAtRoot } from '../ui/hydration-clock.tsx';
import type { LayoutKey } from '../app/routing/route-table.ts';
import { SiteBanner } from './banner/site-banner.tsx';
import { BottomBar } from './bottom-bar/bottom-bar.tsx';
import { SiteHeader } from './header/site-header.tsx';
import { ScrollTopButton } from './scroll-top-button.tsx';

// The footer sits below the first screen and the exam header serves a few competitions, so both load
// after the page instead of with the first visit's bundle.
const LazyFooter = lazyPart('footer', async () => (await import('./footer/site-footer.tsx')).SiteFooter);
const LazyExamHeader = lazy(async () => ({ default: (await import('./header/exam-header.tsx')).ExamHeader }));

function SiteFooter() {
  return (
    <Suspense fallback={null}>
      <LazyFooter />
    </Suspense>
  );
}

function Main() {
  return (
    <main id="main" className="page-main">
      <Outlet />
    </main>
  );
}

/** Banner, header, footer, scroll-to-top and the mobile bottom bar. */
function DefaultLayout() {
  return (
    <RenderedAtRoot className="shell">
      <SiteBanner />
      <SiteHeader />
      <Main />
      <SiteFooter />
      <ScrollTopButton />
      <BottomBar />
    </RenderedAtRoot>
  );
}

function DarkLayout() {
  return (
    <RenderedAtRoot className="shell theme-dark">
      <SiteHeader tone="dark" />
      <Main />
      <SiteFooter />
      <BottomBar />
    </RenderedAtRoot>
  );
}

/** Work-focused pages (learning stages, payment results) keep the header but drop the footer. */
function NoFooterLayout() {
  return (
    <RenderedAtRoot className="shell">
      <SiteHeader />
      <Main />
      <BottomBar />
    </RenderedAtRoot>
  );
}

function FullScreenLayout() {
  return (
    <RenderedAtRoot className="shell shell-full">
      <Main />
    </RenderedAtRoot>
  );
}

/** Partner login pages: only the logo and a centred card. */
function ExtraLoginLayout() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <RenderedAtRoot className="shell shell-centered">
      <Link to={lp('/')} className="header-logo">
        <Logo label={t('common.homeLabel')} />
      </Link>
      <Main />
    </RenderedAtRoot>
  );
}

function ExamLayout() {
  return (
    <RenderedAtRoot className="shell">
      <Suspense fallback={null}>
        <LazyExamHeader />
      </Suspense>
      <Main />
    </RenderedAtRoot>
  );
}

/** Search results get the whole width: no banner above the header. */
function SearchLayout() {
  return (
    <RenderedAtRoot className="shell">
      <SiteHeader />
      <Main />
      <SiteFooter />
      <BottomBar />
    </RenderedAtRoot>
  );
}

export const layouts: Record<LayoutKey, ComponentType> = {
  default: DefaultLayout,
  dark: DarkLayout,
  extraLogin: ExtraLoginLayout,
  fullScreen: FullScreenLayout,
  noFooter: NoFooterLayout,
  exam: ExamLayout,
  search: SearchLayout,
};
