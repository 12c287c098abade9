import { queryOptions } from '@tanstack/react-query';
import type { MyInfo } from '@madang/contracts';
import { LOGIN_FLAG_COOKIE } from '@madang/contracts/session-token';
import { readCookie } from '../../lib/cookies.ts';
import { api, setApiUserId, type Envelope } from '../../lib/api/client.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { queryClient } from '../../lib/api/query-client.ts';

export const sessionKey = ['session'] as const;

/** Answers of GET /api/myinfo that mean "nobody is logged in" (spec section 4). */
const LOGGED_OUT_MESSAGES = new Set(['not login', 'no data']);

export async function postLogout(): Promise<void> {
  await api.post('/api/login/logout').catch(() => undefined);
}

/**
 * The token cookie is httpOnly, so the session is whatever /api/myinfo says; without the readable
 * login flag beside it there is no session and no request is made. A `no data` answer, or
 * `not login` while we believed someone was logged in, forces a log-out so stale cookies go away.
 */
async function fetchSession(): Promise<MyInfo | null> {
  const previous = queryClient.getQueryData<MyInfo | null>(sessionKey);
  if (!readCookie(LOGIN_FLAG_COOKIE)) {
    setApiUserId(null);
    return null;
  }
  try {
    const body = await api.get<Envelope<MyInfo[]>>('/api/myinfo');
    const user = body.data[0] ?? null;
    setApiUserId(user?.id ?? null);
    return user;
  } catch (error) {
    if (isApiError(error) && LOGGED_OUT_MESSAGES.has(error.messageKey)) {
      if (previous || error.messageKey === 'no data') await postLogout();
      setApiUserId(null);
      return null;
    }
    throw error;
  }
}

export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: fetchSession,
  staleTime: 60_000,
  retry: false,
});

/** Session for route guards: a failed lookup counts as logged out rather than breaking navigation. */
export async function loadSessionUser(): Promise<MyInfo | null> {
  try {
    return await queryClient.ensureQueryData(sessionQuery);
  } catch {
    return null;
  }
}
