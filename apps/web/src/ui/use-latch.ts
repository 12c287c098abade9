import { useState } from 'react';

/**
 * False until `value` is first true, then true for good: mounts a part that loads on first use (a dialog's
 * chunk) and keeps it mounted afterwards, so it behaves as if it had been there from the start.
 */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
