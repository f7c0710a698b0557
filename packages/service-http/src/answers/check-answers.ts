import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerProblems } from './answer-problems';
import type { AnswerSchema } from './answer-problems';

/** The shapes a route's answers must have, as its contract declares them. */
export interface RouteAnswers {
  /** Every answer below status 400. */
  ok: AnswerSchema;
  /** Answers of status 400 and above, where the route's refusals have a declared shape. */
  refused?: AnswerSchema;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What this route answers; checked on every answer outside production (`checkAnswers`). */
    answers?: RouteAnswers;
  }
}

/** An answer its schema does not describe: a bug of the server, never of the caller. */
export class AnswerMismatchError extends Error {
  constructor(
    readonly route: string,
    readonly problems: readonly string[],
  ) {
    super(`The answer of ${route} does not match its schema: ${problems.join('; ')}`);
    this.name = 'AnswerMismatchError';
  }
}

/** A route as registered, with the answers it declares (none: it answers no contract's shape). */
export interface RegisteredRoute {
  method: string;
  url: string;
  answers: RouteAnswers | undefined;
}

const routesByApp = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Every route registered on `app` since `registerAnswerCheck`, from the app itself, so a test
 * that must cover each route learns of a new one the day it is added. (HEAD routes Fastify adds
 * beside each GET are left out.)
 */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routesByApp.get(app) ?? [];
}

/** Requests whose answer was refused once: the error answer that replaces it is not judged. */
const refusedAnswers = new WeakSet<FastifyRequest>();

/**
 * Holds every answer of every route that declares `config.answers` to its schema. A mismatch is
 * logged in full (the route, every problem and the answer itself) and thrown, so the app's own
 * error handler answers its generic 500 and a test sees it. Registered before any route; off in
 * production, where the check would cost every answer a second walk and catch nothing the tests
 * did not (`enabled: false` adds no hook at all).
 */
export function registerAnswerCheck(app: FastifyInstance, options: { enabled: boolean }): void {
  if (!options.enabled) return;
  const routes: RegisteredRoute[] = [];
  routesByApp.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, answers: route.config?.answers });
    }
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const answers = request.routeOptions.config.answers;
    if (!answers || refusedAnswers.has(request)) return payload;
    const schema = reply.statusCode < 400 ? answers.ok : answers.refused;
    if (!schema) return payload;
    const problems = await answerProblems(schema, payload);
    if (problems.length === 0) return payload;
    refusedAnswers.add(request);
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    request.log.error(
      { route, statusCode: reply.statusCode, problems, answer: payload },
      'answer does not match its schema',
    );
    throw new AnswerMismatchError(route, problems);
  });
}
