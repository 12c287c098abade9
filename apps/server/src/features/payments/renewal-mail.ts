import type { OutgoingMail } from '../mail/mailer.ts';
import { translate } from '@madang/i18n';
import type { Locale } from '@madang/contracts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mails around a renewal: `notice` days before the charge, then `renewed`, or `failed` with the next try's date. */
export function renewalMail(options: { to: string; locale: Locale; kind: 'notice' | 'renewed' | 'failed'; plan: string; amount: number; date: Date; link: string }): OutgoingMail {
  const amount = new Intl.NumberFormat(options.locale === 'en' ? 'en-US' : 'ko-KR').format(options.amount);
  const date = options.date.toLocaleDateString(options.locale === 'en' ? 'en-US' : 'ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long' });
  const params = { plan: options.plan, amount, date };
  const subject = translate(options.locale, `payments.mail.${options.kind}Subject`, params);
  const body = translate(options.locale, `payments.mail.${options.kind}Body`, params);
  return {
    to: options.to,
    subject,
    text: `${body}\n\n${options.link}`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(options.link)}">${escapeHtml(options.link)}</a></p>`,
  };
}
