import type { FastifyRequest } from 'fastify';

/** The launch URL carries the game session token in its query; logs get the URL without it. */
export function redactTokens(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/g, '$1[redacted]');
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
