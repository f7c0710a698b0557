import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * Signed calls (wallet, payment webhooks) are checked over the exact bytes sent, so inside the
 * given plugin scope JSON is parsed by a parser that keeps them. A body that is not JSON parses to
 * undefined and is refused by the route's own schema, after the signature check.
 */
export function keepRawJsonBody(scope: FastifyInstance, bodyLimitBytes: number): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: bodyLimitBytes },
    (request, raw, done) => {
      const text = typeof raw === 'string' ? raw : raw.toString('utf8');
      request.rawBody = text;
      try {
        done(null, JSON.parse(text));
      } catch {
        done(null, undefined);
      }
    },
  );
}
