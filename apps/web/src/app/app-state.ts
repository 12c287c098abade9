import { useSyncExternalStore } from 'react';
import type { SocialSignup } from '../features/auth/social-login.ts';

/** Login popup (spec section 4): 0 closed, 1 login, 2 sign-up. */
export type LoginPopupState = 0 | 1 | 2;

export interface AppState {
  loginPopup: LoginPopupState;
  /** Where to go after a successful login started by a guard. */
  loginReturnTo: string | null;
  /** True right after a sign-up, until its mail popup is closed. */
  isSignup: boolean;
  /** The address a sign-up or login is waiting on a verification mail for. */
  joinMail: string | null;
  /** The login answer `need_mail_active` opens the mail-verification-needed popup. */
  mailNeeded: boolean;
  mailActivation: boolean;
  /** Set when the mail activation popup opens, so the next login lands home once. */
  redirectOnce: boolean;
  /** A sign-up handed over by the social provider (spec: social_signup_type/id/email/name), finished in the sign-up popup. */
  socialSignup: SocialSignup | null;
  /** The find-account popup: an account's e-mail by its verified phone. */
  findAccount: boolean;
}

const initial: AppState = {
  loginPopup: 0,
  loginReturnTo: null,
  isSignup: false,
  joinMail: null,
  mailNeeded: false,
  mailActivation: false,
  redirectOnce: false,
  socialSignup: null,
  findAccount: false,
};

let state = initial;
const listeners = new Set<() => void>();

export function getAppState(): AppState {
  return state;
}

export function setAppState(patch: Partial<AppState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A slice of the app's state; the server's render and its hydration see the initial state (every popup closed). */
export function useAppState<T>(select: (state: AppState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(initial),
  );
}

/** Opens the login popup on the login side by default (spec: default 1 when opened). */
export function openLoginPopup(mode: 1 | 2 = 1, returnTo: string | null = null): void {
  setAppState({ loginPopup: mode, loginReturnTo: returnTo });
}

export function closeLoginPopup(): void {
  setAppState({ loginPopup: 0, loginReturnTo: null, socialSignup: null });
}

export function showSignupMail(email: string): void {
  setAppState({ loginPopup: 0, isSignup: true, joinMail: email });
}

export function closeSignupMail(): void {
  setAppState({ isSignup: false });
}

export function showMailNeeded(email: string): void {
  setAppState({ loginPopup: 0, mailNeeded: true, joinMail: email });
}

/** Find account replaces the login popup while it is open. */
export function openFindAccount(): void {
  setAppState({ loginPopup: 0, findAccount: true });
}

export function closeFindAccount(): void {
  setAppState({ findAccount: false });
}

export function closeMailNeeded(): void {
  setAppState({ mailNeeded: false });
}

export function openMailActivation(): void {
  setAppState({ mailActivation: true, redirectOnce: true });
}

export function closeMailActivation(): void {
  setAppState({ mailActivation: false, joinMail: null });
}

export function openSocialSignup(signup: SocialSignup): void {
  setAppState({ loginPopup: 2, loginReturnTo: null, socialSignup: signup });
}
