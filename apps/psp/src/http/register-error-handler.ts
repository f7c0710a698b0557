import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { pspErrorAnswer } from '@sorte/contracts';
import { PspError } from './psp-error';

type ErrorAnswer = z.infer<typeof pspErrorAnswer>;

/**
 * Expected refusals answer their code; anything else is a bug: logged in full, answered with a
 * generic error that names nothing inside.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let answer: ErrorAnswer;
    if (error instanceof PspError) {
      answer = { error: { code: error.code, message: error.message } };
      return reply.status(error.statusCode).send(answer);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      answer = { error: { code: 'bad_request', message: error.message } };
      return reply.status(status).send(answer);
    }
    request.log.error({ err: error }, 'request failed');
    answer = { error: { code: 'internal', message: 'Something went wrong; please try again.' } };
    return reply.status(500).send(answer);
  });
  app.setNotFoundHandler((request, reply) => {
    const answer: ErrorAnswer = {
      error: { code: 'not_found', message: `No route ${request.method} ${request.url}` },
    };
    return reply.status(404).send(answer);
  });
}
