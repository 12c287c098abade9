import { translate } from '@madang/i18n';
import type { OutgoingMail } from '../mail/mailer.ts';
import type { hostingInquiries } from '../../db/schema.ts';

type InquiryRow = typeof hostingInquiries.$inferSelect;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The admins' notice of a new inquiry, in Korean (the operators' language), with the console's link. */
export function inquiryMail(options: { to: string; inquiry: InquiryRow; link: string }): OutgoingMail {
  const { inquiry } = options;
  const lines: [string, string][] = [
    ['기관', inquiry.organization],
    ['담당자', inquiry.name],
    ['이메일', inquiry.email],
    ['전화', inquiry.phone || '-'],
    ['종류', translate('ko', `host.inquiry.kinds.${inquiry.kind}`)],
  ];
  const text = [...lines.map(([label, value]) => `${label}: ${value}`), '', inquiry.message, '', options.link].join('\n');
  const html =
    `<ul>${lines.map(([label, value]) => `<li>${escapeHtml(label)}: ${escapeHtml(value)}</li>`).join('')}</ul>` +
    `<p style="white-space:pre-wrap">${escapeHtml(inquiry.message)}</p><p><a href="${escapeHtml(options.link)}">대회 관리에서 보기</a></p>`;
  return { to: options.to, subject: `[마당] 대회 개최 문의: ${inquiry.organization}`, text, html };
}
