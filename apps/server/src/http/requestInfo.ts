import type { FastifyRequest } from 'fastify';
import { HEADER } from '@news/contract/signing';

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** The device a request comes from (the `deviceId` header), else its address. */
export function deviceIdOf(request: FastifyRequest): string {
  return (headerValue(request, HEADER.deviceId) ?? `ip:${request.ip}`).slice(0, 64);
}

export function platformOf(request: FastifyRequest): string {
  return headerValue(request, HEADER.platform) ?? 'H5';
}

/**
 * The origin the request names: its `Host` (or, from a proxy TRUST_PROXY believes, its
 * `X-Forwarded-Host` and `X-Forwarded-Proto`). What a client says, so never a link by itself:
 * links take `request.publicOrigin` (http/PublicOrigins.ts), which bounds it by configuration.
 */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
