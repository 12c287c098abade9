import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { phoneText } from '../sms/sms-codes.ts';

/** Spec: a phone call without a live session answers `user_auth_fail` ("log out and log in again"). */
export function memberOf(request: FastifyRequest) {
  if (request.session.state === 'user') return request.session.user;
  throw new AppError('unauthenticated', 'user_auth_fail', { detail: phoneText('user_auth_fail') });
}
