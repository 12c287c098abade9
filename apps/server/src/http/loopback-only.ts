import { BlockList } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { notFound } from './app-error.ts';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
loopback.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

/**
 * Whether the request comes from a person on this machine. The socket's address, never `request.ip`:
 * with TRUST_PROXY that one is read from `X-Forwarded-For`, which any client can write. A loopback socket
 * that carries forwarding headers is a reverse proxy on this machine relaying someone else, so it is refused too.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress;
  if (!address || request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  return loopback.check(address, address.includes(':') ? 'ipv6' : 'ipv4');
}

/**
 * An `onRequest` hook for the development tools that sign anyone in or show everyone's mail: from any
 * other address they answer the plain 404 of a path that does not exist, before validation or rate limits.
 */
export async function loopbackOnly(request: FastifyRequest): Promise<void> {
  if (!isLoopbackRequest(request)) throw notFound();
}
