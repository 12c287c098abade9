import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@madang/contracts/locale';
import { type MarketingKind, marketingKinds, type UnsubscribeLink } from '@madang/contracts/unsubscribe';
import type { Config } from '../../config.ts';
import { badRequest } from '../../http/app-error.ts';

/** A key of its own, derived from the platform secret, so an unsubscribe signature is good for nothing else. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('madang:unsubscribe-link').digest();

const signatureOf = (secret: string, fields: { id: number; from: string; type: string }) =>
  createHmac('sha256', keyOf(secret)).update(`${fields.id}\n${fields.from}\n${fields.type}`).digest('base64url');

/**
 * The link's parameters for a member, a mailing and a kind. It does not expire: a mail read a year later must
 * still unsubscribe, and the worst a leaked link can do is stop that member's marketing mail.
 */
export function signUnsubscribeLink(secret: string, fields: { userId: number; mailing: string; kind: MarketingKind }): UnsubscribeLink {
  const unsigned = { id: fields.userId, from: fields.mailing, type: fields.kind };
  return { ...unsigned, sig: signatureOf(secret, unsigned) };
}

/** The member, mailing and kind of a link whose signature holds; any altered or forged part is refused alike. */
export function verifyUnsubscribeLink(secret: string, link: UnsubscribeLink): { userId: number; mailing: string; kind: MarketingKind } {
  const expected = Buffer.from(signatureOf(secret, link));
  const given = Buffer.from(link.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw badRequest('unsubscribe_link_invalid');
  const kind = marketingKinds.find((known) => known === link.type);
  if (!kind) throw badRequest('unsubscribe_link_invalid');
  return { userId: link.id, mailing: link.from, kind };
}

const queryOf = (link: UnsubscribeLink) => new URLSearchParams({ id: String(link.id), from: link.from, type: link.type, sig: link.sig }).toString();

/**
 * Where a marketing mail points: the page a reader opens (in the mail's language), the one-click address a
 * mail client POSTs to (RFC 8058) and a mailto the operator's mailbox receives.
 */
export function unsubscribeAddresses(config: Pick<Config, 'publicUrl' | 'mailFrom'>, link: UnsubscribeLink, locale: Locale) {
  const query = queryOf(link);
  const mailbox = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return {
    page: `${config.publicUrl}${locale === 'en' ? '/en' : ''}/api/unsubscribe?${query}`,
    oneClick: `${config.publicUrl}/api/mail/unsubscribe?${query}`,
    // Every signed field, so the operator can check the signature of a mailed request by hand.
    mailto: `mailto:${mailbox}?subject=${encodeURIComponent(`unsubscribe ${link.type} ${link.id} ${link.from} ${link.sig}`)}`,
  };
}
