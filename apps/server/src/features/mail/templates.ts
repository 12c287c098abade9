import type { Locale } from '@madang/contracts';
import type { OutgoingMail } from './mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const verificationCopy = {
  ko: {
    subject: '[마당] 이메일 인증을 완료해 주세요',
    greeting: (name: string) => `${name}님, 마당에 오신 것을 환영합니다.`,
    body: '아래 링크를 눌러 이메일 인증을 완료해 주세요. 링크는 24시간 동안 유효합니다.',
    button: '이메일 인증하기',
    ignore: '본인이 가입하지 않았다면 이 메일을 무시해 주세요.',
  },
  en: {
    subject: '[Madang] Please verify your email',
    greeting: (name: string) => `Welcome to Madang, ${name}.`,
    body: 'Click the link below to verify your email. The link is valid for 24 hours.',
    button: 'Verify my email',
    ignore: 'If you did not sign up, please ignore this mail.',
  },
} as const;

export function verificationMail(options: { to: string; name: string; link: string; locale: Locale }): OutgoingMail {
  const copy = verificationCopy[options.locale];
  const text = [copy.greeting(options.name), '', copy.body, options.link, '', copy.ignore].join('\n');
  const html = `<p>${escapeHtml(copy.greeting(options.name))}</p><p>${escapeHtml(copy.body)}</p><p><a href="${escapeHtml(options.link)}">${escapeHtml(copy.button)}</a></p><p style="color:#666">${escapeHtml(copy.ignore)}</p>`;
  return { to: options.to, subject: copy.subject, text, html };
}
