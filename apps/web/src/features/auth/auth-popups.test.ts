import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeBrowsersAfterEach, type OpenApp, openInBrowser } from '../../test/open-in-browser.ts';
import { closeLoginPopup, getAppState, openMailActivation, openLoginPopup, setAppState, showMailNeeded, showSignupMail } from '../../app/app-state.ts';

let app: OpenApp | undefined;
closeBrowsersAfterEach();
afterEach(() => {
  // The popups' state lives in the module, as in the browser: each test starts from everything closed.
  setAppState({ loginPopup: 0, loginReturnTo: null, isSignup: false, joinMail: null, mailNeeded: false, mailActivation: false, redirectOnce: false });
});

const popup = (app: OpenApp, testId: string) => app.document.querySelector(`[data-testid="${testId}"]`);
const closeButton = (app: OpenApp, testId: string) => popup(app, testId)?.querySelector('.modal-head button');

/** The app at /en/more, with its header in place. */
async function openApp(answers: Record<string, unknown> = {}) {
  const opened = await openInBrowser('/en/more', { answers });
  await opened.until(() => opened.document.querySelector('[data-testid="header-login"]') !== null);
  return opened;
}

describe('the login popup', { timeout: 30_000 }, () => {
  it('opens on the login tab, switches to sign-up and back, and closes to 0', async () => {
    app = await openApp();
    await app.click(app.document.querySelector('[data-testid="header-login"]'));
    await app.until(() => popup(app!, 'login-form') !== null);
    expect(getAppState().loginPopup).toBe(1);
    expect(popup(app, 'login-tab')?.getAttribute('aria-selected')).toBe('true');
    expect(popup(app, 'login-popup')?.querySelector('h2')?.textContent).toBe('Log in');

    await app.click(popup(app, 'signup-tab'));
    await app.until(() => popup(app!, 'signup-form') !== null);
    expect(getAppState().loginPopup).toBe(2);
    expect(popup(app, 'signup-tab')?.getAttribute('aria-selected')).toBe('true');
    expect(popup(app, 'login-form')).toBeNull();
    expect(popup(app, 'login-popup')?.querySelector('h2')?.textContent).toBe('Sign up');

    await app.click(popup(app, 'login-tab'));
    await app.until(() => popup(app!, 'login-form') !== null);
    expect(getAppState().loginPopup).toBe(1);

    await app.click(closeButton(app, 'login-popup'));
    await app.until(() => popup(app!, 'login-popup') === null);
    expect(getAppState().loginPopup).toBe(0);
  });

  it("opens on the sign-up tab from the header's sign-up button", async () => {
    app = await openApp();
    await app.click(app.document.querySelector('[data-testid="header-signup"]'));
    await app.until(() => popup(app!, 'signup-form') !== null);
    expect(getAppState().loginPopup).toBe(2);
    await act(async () => closeLoginPopup());
  });
});

describe('the sign-up mail popup', { timeout: 30_000 }, () => {
  it.each([
    ['its confirm button', (app: OpenApp) => [...(popup(app, 'signup-mail-popup')?.querySelectorAll('.modal-actions button') ?? [])].at(-1)],
    ['its close button', (app: OpenApp) => closeButton(app, 'signup-mail-popup')],
  ])('shows after a sign-up, and closing it with %s clears is_signup', async (_how, closer) => {
    app = await openApp();
    await act(async () => showSignupMail('new@example.com'));
    await app.until(() => popup(app!, 'signup-mail-popup') !== null);
    expect(getAppState().isSignup).toBe(true);
    expect(popup(app, 'signup-mail-popup')?.textContent).toContain('new@example.com');
    await app.click(closer(app));
    await app.until(() => popup(app!, 'signup-mail-popup') === null);
    expect(getAppState().isSignup).toBe(false);
  });
});

describe('the mail-verification-needed popup', { timeout: 30_000 }, () => {
  it('names the address and sends the verification mail again on resend', async () => {
    app = await openApp({ '/api/login/resend?id=late%40example.com&type=signup': { status: 1, message: 'success', data: null } });
    await act(async () => showMailNeeded('late@example.com'));
    await app.until(() => popup(app!, 'mail-needed-popup') !== null);
    expect(popup(app, 'mail-needed-popup')?.querySelector('h2')?.textContent).toBe('Please verify your e-mail');
    expect(popup(app, 'mail-needed-popup')?.textContent).toContain('late@example.com');
    await app.click(popup(app, 'resend-mail'));
    // The success toast shows only once GET /api/login/resend answered for this address.
    await app.until(() => app!.document.body.textContent?.includes('We sent the verification mail again.') ?? false);
    await app.click(closeButton(app, 'mail-needed-popup'));
    await app.until(() => popup(app!, 'mail-needed-popup') === null);
    expect(getAppState().mailNeeded).toBe(false);
  });
});

describe('the mail activation popup', { timeout: 30_000 }, () => {
  it('sets redirect-once when it opens, and its login button clears the join mail and opens the login popup', async () => {
    app = await openApp();
    await act(async () => showSignupMail('new@example.com'));
    await act(async () => setAppState({ isSignup: false }));
    await act(async () => openMailActivation());
    await app.until(() => popup(app!, 'mail-activation-popup') !== null);
    expect(getAppState()).toMatchObject({ mailActivation: true, redirectOnce: true, joinMail: 'new@example.com' });
    await app.click(popup(app, 'mail-activation-popup')?.querySelector('.modal-actions button'));
    await app.until(() => popup(app!, 'login-form') !== null);
    expect(popup(app, 'mail-activation-popup')).toBeNull();
    expect(getAppState()).toMatchObject({ mailActivation: false, joinMail: null, loginPopup: 1, redirectOnce: true });
  });

  it('closing it also clears the join mail', async () => {
    app = await openApp();
    await act(async () => setAppState({ joinMail: 'new@example.com' }));
    await act(async () => openMailActivation());
    await app.until(() => popup(app!, 'mail-activation-popup') !== null);
    await app.click(closeButton(app, 'mail-activation-popup'));
    await app.until(() => popup(app!, 'mail-activation-popup') === null);
    expect(getAppState()).toMatchObject({ mailActivation: false, joinMail: null, loginPopup: 0 });
  });
});

describe('opening the login popup from code', () => {
  it('defaults to the login side', () => {
    openLoginPopup();
    expect(getAppState().loginPopup).toBe(1);
    closeLoginPopup();
    expect(getAppState().loginPopup).toBe(0);
  });
});
