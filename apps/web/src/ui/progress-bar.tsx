import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Spec section 9: fast navigations show nothing; the bar appears after 200 ms and creeps for up to 5 s. */
const THROTTLE_MS = 200;

export function RouteProgressBar() {
  const busy = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  return visible ? <div className="route-progress" role="progressbar" aria-hidden="true" /> : null;
}
