import type { Locale } from '@madang/contracts';
import { translate } from '@madang/i18n';
import { LOCAL_CARD_APPROVED, LOCAL_CARD_DECLINED } from './local-provider.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The local provider's payment window: the order, its amount, and a card number field naming the test cards. */
export function renderLocalCardPage(input: { locale: Locale; orderId: string; itemName: string; amount: number; failPath: string; error?: string }): string {
  const t = (key: string, params?: Record<string, string | number>) => escapeHtml(translate(input.locale, `payments.localCard.${key}`, params));
  const amount = new Intl.NumberFormat(input.locale === 'en' ? 'en-US' : 'ko-KR').format(input.amount);
  const cancel = `${input.failPath}?${new URLSearchParams({ code: 'PAY_PROCESS_CANCELED', message: translate(input.locale, 'errors.payment_cancelled_by_user'), orderId: input.orderId })}`;
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
p,li{line-height:1.55;color:#4a5260;font-size:14px}
.amount{font-size:20px;font-weight:700;color:#1f2328}
.error{color:#b42318;font-weight:600}
label{display:block;margin:16px 0 6px;font-weight:600;font-size:14px}
input{box-sizing:border-box;width:100%;padding:10px 12px;font-size:16px;border:1px solid #b9c0ca;border-radius:8px}
.actions{display:flex;gap:12px;align-items:center;margin-top:24px;flex-wrap:wrap}
button{padding:11px 20px;font-size:15px;font-weight:600;color:#fff;background:#1a56db;border:0;border-radius:8px;cursor:pointer}
a{color:#4a5260;font-size:14px}
code{font-size:13px}
</style>
</head>
<body>
<main>
<span class="badge">${t('badge')}</span>
<h1>${t('title')}</h1>
<p>${escapeHtml(input.itemName)}</p>
<p class="amount">${t('amount', { amount })}</p>
<p>${t('notice')}</p>
<ul><li>${t('approved')} <code>${LOCAL_CARD_APPROVED}</code></li><li>${t('declined')} <code>${LOCAL_CARD_DECLINED}</code></li></ul>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="/api/v1/payments/local/${escapeHtml(input.orderId)}?locale=${input.locale}">
<label for="card_number">${t('cardNumber')}</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="off" maxlength="23" required autofocus>
<div class="actions"><button type="submit">${t('pay', { amount })}</button><a href="${escapeHtml(cancel)}">${t('cancel')}</a></div>
</form>
</main>
</body>
</html>`;
}
