import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../http/authenticate.ts';
import { kstDay } from '../xp/kst-day.ts';

/**
 * Who is counted once a day: a member by id; a visitor by an HMAC of their address under the platform
 * secret and the Korean day, so no address is stored and yesterday's key cannot be linked to today's.
 */
export function visitorOf(request: FastifyRequest, secret: string, now = new Date()): string {
  const user = currentUser(request);
  if (user) return `u:${user.id}`;
  const digest = createHmac('sha256', secret)
    .update(`${kstDay(now)}|${request.ip}`)
    .digest('base64url');
  return `a:${digest.slice(0, 22)}`;
}
