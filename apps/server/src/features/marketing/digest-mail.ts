import type { Locale } from '@madang/contracts/locale';
import type { OutgoingMail } from '../mail/mailer.ts';
import { escapeHtml } from '../mail/templates.ts';
import type { WeeklyDigest } from './weekly-digest.ts';

const copy = {
  ko: {
    subject: '[마당] 이번 주 새 대회와 인기 글',
    greeting: (name: string) => `${name}님, 이번 주 마당 소식입니다.`,
    competitions: '새로 열린 대회',
    posts: '이번 주 인기 글',
    until: (date: string) => `${date}까지`,
    votes: (n: number) => `추천 ${n}`,
    why: '마케팅 정보 수신에 동의하셔서 이 메일을 보내 드립니다.',
    unsubscribe: '수신 거부',
    dateLocale: 'ko-KR',
  },
  en: {
    subject: '[Madang] New competitions and popular posts this week',
    greeting: (name: string) => `${name}, here is this week on Madang.`,
    competitions: 'New competitions',
    posts: 'Popular posts this week',
    until: (date: string) => `until ${date}`,
    votes: (n: number) => (n === 1 ? '1 vote' : `${n} votes`),
    why: 'You receive this mail because you agreed to marketing messages.',
    unsubscribe: 'Unsubscribe',
    dateLocale: 'en-US',
  },
} as const;

/**
 * The weekly digest in the member's language. Every marketing mail carries its unsubscribe link in the text and
 * the List-Unsubscribe headers with RFC 8058's one-click POST, so a mail client's button works without a visit.
 */
export function digestMail(options: {
  to: string;
  name: string;
  locale: Locale;
  digest: WeeklyDigest;
  siteUrl: string;
  unsubscribe: { page: string; oneClick: string; mailto: string };
}): OutgoingMail {
  const c = copy[options.locale];
  const prefix = `${options.siteUrl}${options.locale === 'en' ? '/en' : ''}`;
  const dateOf = (date: Date) => date.toLocaleDateString(c.dateLocale, { timeZone: 'Asia/Seoul', year: 'numeric', month: 'short', day: 'numeric' });
  const competitions = options.digest.competitions.map((item) => ({
    label: `${item.title[options.locale] || item.title.ko} (${c.until(dateOf(item.endsAt))})`,
    url: `${prefix}${item.path}`,
  }));
  const posts = options.digest.posts.map((item) => ({ label: `${item.title} (${c.votes(item.votes)})`, url: `${prefix}${item.path}` }));
  const sections = [
    { heading: c.competitions, items: competitions },
    { heading: c.posts, items: posts },
  ].filter((section) => section.items.length > 0);

  const text = [
    c.greeting(options.name),
    ...sections.flatMap((section) => ['', section.heading, ...section.items.map((item) => `- ${item.label}\n  ${item.url}`)]),
    '',
    '--',
    c.why,
    `${c.unsubscribe}: ${options.unsubscribe.page}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(c.greeting(options.name))}</p>`,
    ...sections.map(
      (section) =>
        `<h2 style="font-size:16px">${escapeHtml(section.heading)}</h2><ul>${section.items.map((item) => `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.label)}</a></li>`).join('')}</ul>`,
    ),
    `<p style="color:#666;font-size:12px">${escapeHtml(c.why)} <a href="${escapeHtml(options.unsubscribe.page)}">${escapeHtml(c.unsubscribe)}</a></p>`,
  ].join('');
  return {
    to: options.to,
    subject: c.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${options.unsubscribe.oneClick}>, <${options.unsubscribe.mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
