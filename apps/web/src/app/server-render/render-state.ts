import type { QueryKey } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The element the server writes beside a first screen it rendered (apps/server/src/http/first-screen). */
export const RENDER_STATE_ID = 'madang-render-state';

/** A query the server's render had an answer for. */
export interface RenderedQuery {
  key: QueryKey;
  data: unknown;
  updatedAt: number;
}

/**
 * What the browser needs to take over a server-rendered first screen: the router's loader results and the answered
 * queries (their keys, data and time; the query library's own dehydrated form carries more, and its code is larger).
 */
export interface RenderState {
  router: HydrationState;
  queries: RenderedQuery[];
  /** The lazy parts the render drew (ui/lazy-part.tsx), whose code the browser loads before hydrating. */
  parts: string[];
}
