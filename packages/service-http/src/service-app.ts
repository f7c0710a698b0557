import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { registerAnswerCheck } from './answers/check-answers';
import { registerAnswerCompression } from './compression/compress-answers';
import { registerErrorAnswers } from './errors/register-error-answers';
import type { ErrorAnswerOptions } from './errors/register-error-answers';
import { chooseLogFormat, serviceLogging } from './logging/service-logging';
import type { LogFormat } from './logging/service-logging';
import { refuseNulInUrl } from './requests/refuse-nul-in-url';

export interface ServiceAppOptions {
  /** `serviceLogging`'s options; an unset format is chosen by `chooseLogFormat`. */
  logging: Omit<Parameters<typeof serviceLogging>[0], 'format'> & { format: LogFormat | undefined };
  /** The largest body a request may carry, in bytes. */
  bodyLimit: number;
  /** Check every answer against its route's schemas (everywhere but production). */
  checkAnswers: boolean;
  errors: ErrorAnswerOptions;
}

/**
 * A provider's Fastify, its request handling registered in the order every request meets it: the
 * error answers, the address check, the answer check, compression. Its id per request is random,
 * and it trusts no proxy.
 */
export function createServiceApp(options: ServiceAppOptions): FastifyInstance {
  const { logging } = options;
  const serverOptions: FastifyServerOptions = {
    ...serviceLogging({
      ...logging,
      format: chooseLogFormat(logging.format, process.stdout.isTTY === true),
    }),
    genReqId: () => randomUUID(),
    bodyLimit: options.bodyLimit,
    trustProxy: false,
  };
  const app = Fastify(serverOptions);
  registerErrorAnswers(app, options.errors);
  refuseNulInUrl(app);
  registerAnswerCheck(app, { enabled: options.checkAnswers });
  registerAnswerCompression(app);
  return app;
}
