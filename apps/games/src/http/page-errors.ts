import type { FastifyError, FastifyInstance } from 'fastify';
import type { PageErrorAnswer } from '../page-api/answers';
import { PageError } from '../page-api/page-error';

/**
 * Expected refusals answer their code; anything else is a bug: logged in full, answered with a
 * generic error that names nothing inside.
 */
export function registerPageErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let answer: PageErrorAnswer;
    if (error instanceof PageError) {
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
}
