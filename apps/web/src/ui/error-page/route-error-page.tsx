import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../../lib/api/api-error.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { ErrorPage } from './error-page.tsx';
import { NestedFallback } from './nested-fallback.tsx';

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
      <ErrorPage status={failure.status} message={failure.message} />
    </ErrorBoundary>
  );
}
