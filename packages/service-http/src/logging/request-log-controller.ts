import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface RequestLogOptions {
  /** Paths logged at `debug` instead of `info`: health checks, asked every few seconds. */
  quietPaths?: readonly string[];
  /** Hides secrets a URL may carry (a game launch token) before it is written. */
  redactUrl?: (url: string) => string;
}

/**
 * One line per request, written when the answer has gone: method, path, status and time, instead
 * of Fastify's two (`incoming request`, `request completed`). Health checks, which a supervisor
 * asks every few seconds, are written at `debug`, so at `info` the log holds what people and
 * programs did. A request that failed on the way out is written at `error` with its error.
 */
export class RequestLogController extends LogController {
  readonly #quietPaths: ReadonlySet<string>;
  readonly #redactUrl: (url: string) => string;

  constructor(options: RequestLogOptions = {}) {
    super();
    this.#quietPaths = new Set(options.quietPaths ?? ['/healthz']);
    this.#redactUrl = options.redactUrl ?? ((url) => url);
  }

  override incomingRequest(): void {
    // Nothing: the one line is written when the answer has gone.
  }

  override routeNotFound(): void {
    // Nothing: the request's own line says 404.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const path = request.url.split('?')[0] ?? request.url;
    const level = error ? 'error' : this.#quietPaths.has(path) ? 'debug' : 'info';
    const url = this.#redactUrl(request.url);
    const responseTimeMs = Math.round(reply.elapsedTime * 10) / 10;
    reply.log[level](
      {
        method: request.method,
        url,
        statusCode: reply.statusCode,
        responseTimeMs,
        ...(error ? { err: error } : {}),
      },
      `${request.method} ${url} ${reply.statusCode} ${responseTimeMs} ms`,
    );
  }
}
