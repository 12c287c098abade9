import type { Locale } from '@madang/contracts';
import type { OutgoingMail } from './mailer.ts';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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

const passwordResetCopy = {
  ko: {
    subject: '[마당] 비밀번호 재설정 안내',
    greeting: (name: string) => `${name}님, 비밀번호 재설정을 요청하셨습니다.`,
    body: '아래 링크를 눌러 새 비밀번호를 정해 주세요. 링크는 30분 동안 한 번만 쓸 수 있습니다. 새 비밀번호를 정하면 다른 기기의 로그인과 개인 API 토큰이 모두 해제됩니다.',
    button: '새 비밀번호 정하기',
    ignore: '요청하지 않았다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.',
  },
  en: {
    subject: '[Madang] Reset your password',
    greeting: (name: string) => `${name}, you asked to reset your password.`,
    body: 'Click the link below to choose a new password. The link works once, for 30 minutes. Setting a new password signs you out everywhere else and revokes your personal API tokens.',
    button: 'Choose a new password',
    ignore: 'If you did not ask for this, please ignore this mail. Your password stays as it is.',
  },
} as const;

export function passwordResetMail(options: { to: string; name: string; link: string; locale: Locale }): OutgoingMail {
  const copy = passwordResetCopy[options.locale];
  const text = [copy.greeting(options.name), '', copy.body, options.link, '', copy.ignore].join('\n');
  const html = `<p>${escapeHtml(copy.greeting(options.name))}</p><p>${escapeHtml(copy.body)}</p><p><a href="${escapeHtml(options.link)}">${escapeHtml(copy.button)}</a></p><p style="color:#666">${escapeHtml(copy.ignore)}</p>`;
  return { to: options.to, subject: copy.subject, text, html };
}
