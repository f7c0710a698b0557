import type { FastifyInstance } from 'fastify';

/** The origins the configured advertising providers need (`Config['trackingOrigins']`). */
export interface TrackingOrigins {
  scripts: readonly string[];
  reports: readonly string[];
}

/**
 * The security headers every answer carries. They never change while the server runs, so they
 * are built once here and copied onto each reply in one synchronous hook: a middleware that
 * rebuilt them per request cost the wallet's hot path about a tenth of the api's CPU.
 */
export function securityHeaders(
  gamesOrigin: string,
  tracking: TrackingOrigins = { scripts: [], reports: [] },
): Record<string, string> {
  // A configured advertising provider (TRACKING_META_PIXEL_*) may load its script and report
  // from its own origins; the app loads it only after the player consents. None by default.
  const withOrigins = (sources: string, origins: readonly string[]) =>
    [sources, ...origins].join(' ');
  const contentSecurityPolicy = [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' https: data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `img-src ${withOrigins("'self' data:", tracking.reports)}`,
    "object-src 'none'",
    `script-src ${withOrigins("'self'", tracking.scripts)}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    'upgrade-insecure-requests',
    `connect-src ${withOrigins("'self'", tracking.reports)}`,
    // The game frame is the only other origin the app may show.
    `frame-src 'self' ${gamesOrigin}`,
  ].join(';');
  return {
    'content-security-policy': contentSecurityPolicy,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that only servers call (the wallet API): browser security headers mean nothing. */
    serverToServer?: boolean;
  }
}

/** Sets the security headers on every answer a browser may read, and echoes the request id. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  gamesOrigin: string,
  tracking: TrackingOrigins,
): void {
  const headers = securityHeaders(gamesOrigin, tracking);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.serverToServer !== true) reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
}
