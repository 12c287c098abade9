import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useAppState } from './app-state.ts';
import { rememberCurrentHref } from './routing/guard-loader.ts';
import { RouteProgressBar } from '../ui/progress-bar.tsx';
import { useToasterWanted } from '../ui/toast.ts';
import { loadNamespaces } from '../i18n/setup.ts';
import { useSocialLanding } from '../features/auth/social-login.ts';
import { usePageTitle } from '../ui/use-page-title.ts';

// Popups are not needed for the first paint; their code arrives when one opens.
const AuthPopups = lazy(async () => (await Promise.all([import('../features/auth/auth-popups.tsx'), loadNamespaces(['auth', 'errors', 'validation'])]))[0]);
const ToasterHost = lazy(() => import('../ui/toaster-host.tsx'));

/** Everything every page shares: progress bar, toasts, the global popups and the page's title. */
export function AppRoot() {
  const location = useLocation();
  const anyAuthPopup = useAppState((s) => s.loginPopup !== 0 || s.isSignup || s.mailNeeded || s.mailActivation || s.findAccount);

  const toasterWanted = useToasterWanted();
  useSocialLanding();
  usePageTitle();

  useEffect(() => {
    rememberCurrentHref(`${location.pathname}${location.search}${location.hash}`);
  }, [location]);

  // Says the app has taken the page over (rendered it, or hydrated what the server rendered): journeys wait for it.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);

  return (
    <>
      <RouteProgressBar />
      <Outlet />
      <ScrollRestoration />
      <Suspense fallback={null}>
        {toasterWanted ? <ToasterHost /> : null}
        {anyAuthPopup ? <AuthPopups /> : null}
      </Suspense>
    </>
  );
}
