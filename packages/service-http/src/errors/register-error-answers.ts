import type { FastifyError, FastifyInstance } from 'fastify';

/** An expected refusal: a stable code for machines, its HTTP status, a message for developers. */
export interface Refusal {
  readonly code: string;
  readonly statusCode: number;
  readonly message: string;
}

/** What every error answers: the code a client reads, the message a developer does. */
export interface ErrorAnswer {
  error: { code: string; message: string };
}

export interface ErrorAnswerOptions {
  /** Whether a thrown error is the app's own expected refusal (its error class). */
  isRefusal: (error: unknown) => error is Refusal;
  /** Answer an unknown route `not_found` in the same shape rather than Fastify's own. */
  answerNotFound?: boolean;
}

/**
 * Expected refusals answer their code; anything else is a bug: logged in full, answered with a
 * generic error that names nothing inside. The words a player reads are the client's, keyed by
 * code (`@sorte/words`); the messages here are for developers and logs only.
 */
export function registerErrorAnswers(app: FastifyInstance, options: ErrorAnswerOptions): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let answer: ErrorAnswer;
    if (options.isRefusal(error)) {
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
  if (options.answerNotFound) {
    app.setNotFoundHandler((request, reply) => {
      const answer: ErrorAnswer = {
        error: { code: 'not_found', message: `No route ${request.method} ${request.url}` },
      };
      return reply.status(404).send(answer);
    });
  }
}
