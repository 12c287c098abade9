import type { Locale } from '@madang/contracts';
import { translate } from '@madang/i18n';
import type { Executor } from '../../db/client.ts';
import { socialLoginFailed } from './oidc-provider.ts';
import type { SocialKind, SocialProfile, SocialProvider } from './social-provider.ts';
import { consumeTicket, issueTicket } from './social-tickets.ts';

export const LOCAL_PROVIDER_PATH = '/api/login/local-provider';
const CODE_TTL_MS = 5 * 60 * 1000;

interface LocalCode {
  email: string;
  name: string;
  nonce: string;
  redirectUri: string;
}

/**
 * Stands in for Google or Kakao where that provider's client is not configured: its authorize page (served by this server)
 * asks for any e-mail and name and hands back a one-time code, so the whole redirect flow runs locally.
 * It signs anyone in as anyone, so its routes answer only this machine (`http/loopback-only.ts`).
 */
export function createLocalSocialProvider(db: Executor, kind: SocialKind): SocialProvider {
  return {
    id: kind === 'google' ? 'local' : 'kakao-local',
    kind,
    authorizeUrl({ state, nonce, redirectUri, locale }) {
      return `${LOCAL_PROVIDER_PATH}?${new URLSearchParams({ state, nonce, redirect_uri: redirectUri, locale, kind })}`;
    },
    async exchangeCode({ code, redirectUri, nonce }): Promise<SocialProfile> {
      const grant = await consumeTicket<LocalCode>(db, 'code', code);
      if (!grant || grant.nonce !== nonce || grant.redirectUri !== redirectUri) throw socialLoginFailed();
      return { subject: grant.email, email: grant.email, name: grant.name, emailVerified: true };
    },
  };
}

/** The local provider's answer to its form: a one-time code (5 minutes) and the path back to the callback. */
export async function grantLocalCode(db: Executor, input: LocalCode & { state: string }): Promise<string> {
  const code = await issueTicket(db, 'code', { email: input.email, name: input.name, nonce: input.nonce, redirectUri: input.redirectUri }, CODE_TTL_MS);
  // The callback is on this server, so a path keeps the browser on the host it came from.
  return `${new URL(input.redirectUri).pathname}?${new URLSearchParams({ code, state: input.state })}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The authorize page: a plain form in the request's language, marked as the development sign-in provider. */
export function renderLocalProviderPage(input: { locale: Locale; state: string; nonce: string; redirectUri: string; kind: SocialKind }): string {
  const t = (key: string) => escapeHtml(translate(input.locale, `auth.localProvider.${key}`));
  const notice = escapeHtml(translate(input.locale, `auth.localProvider.${input.kind === 'kakao' ? 'kakaoNotice' : 'notice'}`));
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const cancel = `${new URL(input.redirectUri).pathname}?${new URLSearchParams({ error: 'access_denied', state: input.state })}`;
  return `<!doctype html>
<html lang="${input.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('title')}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Apple SD Gothic Neo","Noto Sans KR",sans-serif;background:#f4f5f7;color:#1f2328}
main{box-sizing:border-box;max-width:420px;margin:48px auto;padding:28px 24px;background:#fff;border:1px solid #d8dce2;border-radius:12px}
.badge{display:inline-block;padding:2px 10px;border-radius:999px;background:#fff4d6;color:#7a5300;font-size:13px;font-weight:600}
h1{font-size:22px;margin:12px 0 8px}
p{line-height:1.55;color:#4a5260;font-size:14px}
label{display:block;margin:16px 0 6px;font-weight:600;font-size:14px}
input[type=email],input[type=text]{box-sizing:border-box;width:100%;padding:10px 12px;font-size:16px;border:1px solid #b9c0ca;border-radius:8px}
.actions{display:flex;gap:12px;align-items:center;margin-top:24px;flex-wrap:wrap}
button{padding:11px 20px;font-size:15px;font-weight:600;color:#fff;background:#1a56db;border:0;border-radius:8px;cursor:pointer}
a{color:#4a5260;font-size:14px}
@media (max-width:480px){main{margin:0;border:0;border-radius:0;min-height:100vh}}
</style>
</head>
<body>
<main>
<span class="badge">${t('badge')}</span>
<h1>${t('title')}</h1>
<p>${notice}</p>
<form method="post" action="${LOCAL_PROVIDER_PATH}">
${hidden('state', input.state)}${hidden('nonce', input.nonce)}${hidden('redirect_uri', input.redirectUri)}${hidden('locale', input.locale)}${hidden('kind', input.kind)}
<label for="email">${t('email')}</label>
<input id="email" name="email" type="email" autocomplete="email" maxlength="254" required autofocus>
<label for="name">${t('name')}</label>
<input id="name" name="name" type="text" autocomplete="name" maxlength="50" required>
<div class="actions"><button type="submit">${t('continue')}</button><a href="${escapeHtml(cancel)}">${t('cancel')}</a></div>
</form>
</main>
</body>
</html>`;
}
