import { parseEmailList } from '@madang/contracts';

/** Enough of an address to be worth sending: the server checks it fully and by account. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a pasted list holds, shown before it is sent: distinct addresses, and those that cannot be one. */
export function readPastedEmails(text: string): { emails: string[]; malformed: string[] } {
  const emails = parseEmailList(text);
  return { emails, malformed: emails.filter((email) => !LOOKS_LIKE_EMAIL.test(email)) };
}
