import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Billing keys charge a member's card without them, so the database holds them sealed (AES-256-GCM under a
 * key derived from the platform secret): a copy of the database alone cannot charge anyone.
 */
const keyOf = (secret: string) => createHash('sha256').update(`billing-key:${secret}`).digest();

export function sealBillingKey(secret: string, billingKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(billingKey, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openBillingKey(secret: string, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}
