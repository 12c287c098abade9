import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../../lib/api/api-error.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { NestedFallback } from './nested-fallback.tsx';

// Errors are rare, so the page and its illustration load when one happens; if that load fails too,
// the boundary shows the nested fallback.
const ErrorPage = lazy(async () => ({ default: (await import('./error-page.tsx')).ErrorPage }));

interface RouteFailure {
  status: number;
  message?: string | undefined;
}

/** Route errors use the error's status, or 500 (spec section 8). */
function describe(error: unknown): RouteFailure {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, message: typeof error.data === 'string' ? error.data : undefined };
  }
  if (isApiError(error)) return { status: error.status || 500, message: error.detail || undefined };
  return { status: 500, message: undefined };
}

export function RouteErrorPage() {
  const failure = describe(useRouteError());
  return (
    <ErrorBoundary fallback={<NestedFallback />}>
      <Suspense fallback={null}>
        <ErrorPage status={failure.status} message={failure.message} />
      </Suspense>
    </ErrorBoundary>
  );
}
