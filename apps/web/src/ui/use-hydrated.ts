import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False in the server's render of the first screen and in the browser's hydration of it, true from then on (and at
 * once in any render that is not a hydration). What reads browser-only state (storage, media queries) renders its
 * server-side form until this turns true, so the hydration render gives the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
