import type { FastifyInstance } from 'fastify';

/** The refusal `refuseNulInUrl` raises: a 400 that each service answers in its own protocol. */
export class NulInUrlError extends Error {
  readonly statusCode = 400;
  readonly code = 'SORTE_NUL_IN_URL';
  constructor() {
    super('the address holds a NUL character (%00)');
  }
}

/**
 * Refuses, before routing, a URL that decodes to a NUL character (`%00`): path parameters and
 * queries are text that may reach the database, and PostgreSQL refuses NUL in text, so such a
 * request would otherwise end in a 500. Bodies get the same rule from `@sorte/contracts`. The
 * error goes to the route's error handler, so each service answers in its own protocol.
 */
export function refuseNulInUrl(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const refused = request.url.includes('%00') || request.url.includes('\u0000');
    done(refused ? new NulInUrlError() : undefined);
  });
}
