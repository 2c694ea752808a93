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

/** The origin readers reached this server at, for absolute share links. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
