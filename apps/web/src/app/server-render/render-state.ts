import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The element the server writes beside a first screen it rendered (apps/server/src/http/first-screen). */
export const RENDER_STATE_ID = 'madang-render-state';

/** What the browser needs to take over a server-rendered first screen: the router's loader results and the query cache. */
export interface RenderState {
  router: HydrationState;
  queries: DehydratedState;
}
