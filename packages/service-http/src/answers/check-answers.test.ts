import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerProblems } from './answer-problems';
import { registerAnswerCheck } from './check-answers';

const order = z.object({
  orderId: z.string(),
  amountMinor: z.number().int(),
  stages: z.array(z.object({ stage: z.string(), at: z.string().nullable() })),
  note: z.string().optional(),
});
const refusal = z.object({ error: z.object({ code: z.string() }) });

const good = { orderId: 'SW1', amountMinor: 500, stages: [{ stage: 'requested', at: null }] };

describe('answerProblems', () => {
  it('finds nothing in an answer exactly as described, an absent optional field included', async () => {
    expect(await answerProblems(order, good)).toEqual([]);
    expect(await answerProblems(order, { ...good, note: undefined })).toEqual([]);
  });

  it('names a field the schema does not describe, at any depth', async () => {
    expect(await answerProblems(order, { ...good, playerId: 7 })).toEqual([
      'playerId: not in the schema',
    ]);
    const nested = { ...good, stages: [{ stage: 'requested', at: null, by: 'alice' }] };
    expect(await answerProblems(order, nested)).toEqual(['stages.0.by: not in the schema']);
  });

  it('names a missing field and a field of the wrong type', async () => {
    const missing = { amountMinor: good.amountMinor, stages: good.stages };
    expect(await answerProblems(order, missing)).toEqual([
      expect.stringMatching(/^orderId: /) as string,
    ]);
    expect(await answerProblems(order, { ...good, amountMinor: '500' })).toEqual([
      expect.stringMatching(/^amountMinor: /) as string,
    ]);
  });
});

describe('registerAnswerCheck', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  /** A server whose one route answers `answer`, with a generic 500 like the real apps'. */
  async function serverAnswering(answer: unknown, enabled = true, status = 200) {
    app = Fastify({ logger: false });
    registerAnswerCheck(app, { enabled });
    app.setErrorHandler((_error, _request, reply) =>
      reply.status(500).send({ error: { code: 'internal' } }),
    );
    app.post('/order', { config: { answers: { ok: order, refused: refusal } } }, (_r, reply) =>
      reply.status(status).send(answer),
    );
    app.post('/undeclared', () => ({ anything: true }));
    await app.ready();
    return app;
  }

  it('lets an answer its schema describes through untouched', async () => {
    const server = await serverAnswering(good);
    const response = await server.inject({ method: 'POST', url: '/order' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(good);
  });

  it.each([
    ['an extra field', { ...good, secret: 'x' }],
    ['a missing field', { orderId: 'SW1', stages: [] }],
    ['a wrong-typed field', { ...good, amountMinor: 5.5 }],
  ])('answers the generic error for %s', async (_name, answer) => {
    const server = await serverAnswering(answer);
    const response = await server.inject({ method: 'POST', url: '/order' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal' } });
  });

  it('holds refusals to the refusal schema', async () => {
    const server = await serverAnswering({ error: { code: 'nope', detail: 'x' } }, true, 409);
    const response = await server.inject({ method: 'POST', url: '/order' });
    expect(response.statusCode).toBe(500);
  });

  it('leaves routes without declared answers alone', async () => {
    const server = await serverAnswering(good);
    const response = await server.inject({ method: 'POST', url: '/undeclared' });
    expect(response.json()).toEqual({ anything: true });
  });

  it('checks nothing when disabled (production)', async () => {
    const server = await serverAnswering({ ...good, secret: 'x' }, false);
    const response = await server.inject({ method: 'POST', url: '/order' });
    expect(response.statusCode).toBe(200);
  });
});
