import { useSyncExternalStore } from 'react';

/**
 * Toasts through sonner, loaded the first time something is announced: no page needs them for its
 * first paint, so they stay out of the first visit's JavaScript.
 */
let wanted = false;
const listeners = new Set<() => void>();
let resolveMounted: () => void = () => undefined;
let ready: Promise<typeof import('sonner')> | null = null;

function whenReady(): Promise<typeof import('sonner')> {
  if (!ready) {
    const mounted = new Promise<void>((resolve) => {
      resolveMounted = resolve;
    });
    wanted = true;
    for (const listener of listeners) listener();
    ready = mounted.then(() => import('sonner'));
  }
  return ready;
}

/** Called by the toaster once it listens, so no toast is announced before anyone can show it. */
export function markToasterMounted(): void {
  resolveMounted();
}

/** Whether the toaster should be mounted: never in the server's render or its hydration, where nothing has been announced. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

export const notify = {
  success: (message: string) => void whenReady().then(({ toast }) => toast.success(message)),
  /** `persistent` stays until dismissed, for what must be read before going on (spec: an empty phone number). */
  error: (message: string, options: { persistent?: boolean } = {}) =>
    void whenReady().then(({ toast }) => toast.error(message, options.persistent ? { duration: Infinity, closeButton: true } : undefined)),
};
