import { useState } from 'react';
import type { EduAccessState } from '@madang/contracts';
import { openLoginPopup } from '../../../app/app-state.ts';

/**
 * The one door to a project's steps on its overview: open projects go through, visitors are asked to log in
 * (and land on the stage afterwards), members without a subscription see the "subscription needed" popup.
 */
export function useStepGate(access: EduAccessState) {
  const [subscriptionPopup, setSubscriptionPopup] = useState(false);
  /** True when the caller may follow the link; otherwise the right prompt is shown instead. */
  const enter = (href: string): boolean => {
    if (access === 'open') return true;
    if (access === 'login_required') openLoginPopup(1, href);
    else setSubscriptionPopup(true);
    return false;
  };
  return { enter, subscriptionPopup, closeSubscriptionPopup: () => setSubscriptionPopup(false) };
}
