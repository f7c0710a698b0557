import { z } from 'zod';
import {
  msgCodes,
  okEnvelope,
  opsCalls,
  playerCalls,
  refusalEnvelope,
  walletAnswer,
  walletBalanceBody,
  walletBetBody,
  walletPlayAnswer,
  walletPlayBody,
  walletRollbackBody,
  walletWinBody,
  pspWebhookEvent,
} from '@sorte/contracts';

type JsonObject = Record<string, unknown>;

/**
 * The OpenAPI description is generated from the same zod schemas the routes validate with, so it
 * cannot describe a call differently from how the server treats it.
 */
const walletCalls: { path: string; body: z.ZodType; answer?: z.ZodType; summary: string }[] = [
  {
    path: '/wallet/balance',
    body: walletBalanceBody,
    summary: 'Balance behind a game session token.',
  },
  { path: '/wallet/bet', body: walletBetBody, summary: 'Debit a bet; opens or grows its round.' },
  { path: '/wallet/win', body: walletWinBody, summary: 'Credit a win (0 closes a losing round).' },
  {
    path: '/wallet/play',
    body: walletPlayBody,
    answer: walletPlayAnswer,
    summary:
      'A round in one call: its bet (as /wallet/bet), then, once taken, its win (as /wallet/win).',
  },
  { path: '/wallet/rollback', body: walletRollbackBody, summary: 'Return a bet that has no win.' },
];

function walletPaths(): JsonObject {
  const paths: JsonObject = {};
  for (const call of walletCalls) {
    paths[call.path] = {
      post: {
        summary: call.summary,
        tags: ['wallet'],
        security: [{ walletSignature: [], walletTimestamp: [] }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: z.toJSONSchema(call.body, { io: 'input' }) } },
        },
        responses: {
          '200': {
            description:
              'The answer; the same transactionId always gets the same answer, refusals included.',
            content: {
              'application/json': {
                schema: z.toJSONSchema(call.answer ?? walletAnswer, { io: 'output' }),
              },
            },
          },
          '400': { description: 'Malformed body: `{ ok: false, code: "BAD_REQUEST" }`.' },
          '401': {
            description: 'Bad signature or timestamp more than 5 minutes off; nothing moved.',
          },
        },
      },
    };
  }
  return paths;
}

function webhookPaths(): JsonObject {
  return {
    '/webhooks/psp': {
      post: {
        summary:
          'Payment provider events (charge.paid, charge.expired, payout.paid, payout.failed). Each event id is applied once; a payment is credited once per charge.',
        tags: ['webhooks'],
        security: [{ pspSignature: [] }],
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: z.toJSONSchema(pspWebhookEvent, { io: 'input' }) },
          },
        },
        responses: {
          '200': { description: 'Handled (a repeat included): `{ received: true, outcome }`.' },
          '400': { description: 'Not an event of the protocol; nothing changed.' },
          '401': {
            description: 'Bad signature or timestamp more than 5 minutes off; nothing changed.',
          },
        },
      },
    },
  };
}

export function buildOpenApiDocument(): JsonObject {
  const refusalJsonSchema = z.toJSONSchema(refusalEnvelope, { io: 'output' });
  const paths: JsonObject = {};
  const calls = [
    ...playerCalls.map((call) => ({ call, tag: 'player', security: 'accessToken' })),
    ...opsCalls.map((call) => ({ call, tag: 'ops', security: 'staffBearer' })),
  ];
  for (const { call, tag, security } of calls) {
    paths[call.path] = {
      post: {
        summary: call.summary,
        tags: [tag],
        security: call.public ? [] : [{ [security]: [] }],
        requestBody: {
          required: false,
          content: { 'application/json': { schema: z.toJSONSchema(call.body, { io: 'input' }) } },
        },
        responses: {
          '200': {
            description: 'Success: `success` is true and `data` holds the answer.',
            content: {
              'application/json': {
                schema: z.toJSONSchema(okEnvelope(call.data), { io: 'output' }),
              },
            },
          },
          '4XX': {
            description: `Refused: \`success\` is false, \`msg\` says why in the player's language, \`msgCode\` is one of ${msgCodes.join(', ')}.`,
            content: { 'application/json': { schema: refusalJsonSchema } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sorte player API',
      version: '1.0.0',
      description:
        'Every player call is POST with a JSON body and the `access-token` header, answered as `{ success, msg, msgCode, data }`. Amounts are integers of minor units. Operator calls (/ops/…) take a staff bearer token instead.',
    },
    components: {
      securitySchemes: {
        accessToken: { type: 'apiKey', in: 'header', name: 'access-token' },
        staffBearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A staff session from /ops/login; a player access token is never accepted.',
        },
        walletTimestamp: { type: 'apiKey', in: 'header', name: 'x-wallet-timestamp' },
        walletSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'x-wallet-signature',
          description: 'hex HMAC-SHA256 over `timestamp + "." + rawBody` with the provider secret',
        },
        pspSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'psp-signature',
          description:
            '`t=<unix seconds>,v1=<hex HMAC-SHA256 over t + "." + rawBody>` with PSP_SECRET',
        },
      },
    },
    paths: { ...paths, ...walletPaths(), ...webhookPaths() },
  };
}
