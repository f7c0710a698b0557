import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { walletHeaders, walletSignatureWindowMs } from '@sorte/contracts';
import { checkSignature, signPayload } from '@sorte/contracts/signing';
import { createWalletClient } from './wallet-client';

const secret = 'a-test-wallet-secret-of-length';

interface SeenCall {
  rawBody: string;
  signatureValid: boolean;
  transactionId: string;
}

/** A stand-in casino whose behaviour per attempt (1, 2, …) the test decides. */
async function startStubWallet(
  behave: (attempt: number) => { delayMs?: number; status?: number; body?: unknown },
): Promise<{ url: string; seen: SeenCall[]; app: FastifyInstance }> {
  const seen: SeenCall[] = [];
  const app = Fastify({ logger: false });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/wallet/*', async (request, reply) => {
    const rawBody = String(request.body);
    const timestamp = request.headers[walletHeaders.timestamp];
    const signature = request.headers[walletHeaders.signature];
    const verdict = checkSignature({
      secret,
      timestamp: typeof timestamp === 'string' ? timestamp : undefined,
      signature: typeof signature === 'string' ? signature : undefined,
      rawBody,
      nowMs: Date.now(),
      windowMs: walletSignatureWindowMs,
      timestampUnitMs: 1,
    });
    const parsed = JSON.parse(rawBody) as {
      transactionId?: string;
      bet?: { transactionId: string };
    };
    // A round in one call carries its bet's id inside.
    const transactionId = parsed.transactionId ?? parsed.bet?.transactionId ?? '';
    seen.push({ rawBody, signatureValid: verdict === 'valid', transactionId });
    const { delayMs = 0, status = 200, body } = behave(seen.length);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return reply
      .status(status)
      .send(body ?? { ok: true, balance: 900, currency: 'BRL', transactionId });
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, seen, app };
}

const bet = {
  token: 'game-token',
  gameId: 66121,
  currency: 'BRL',
  transactionId: 'round-1:bet',
  roundId: 'round-1',
  amount: 100,
};

let stub: FastifyInstance | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

describe('wallet client', () => {
  it('signs every call as the casino checks it: HMAC-SHA256 over timestamp.rawBody', async () => {
    const wallet = await startStubWallet(() => ({}));
    stub = wallet.app;
    const client = createWalletClient({ apiUrl: wallet.url, secret });
    const outcome = await client.bet(bet);
    expect(outcome).toEqual({
      status: 'accepted',
      answer: { ok: true, balance: 900, currency: 'BRL', transactionId: 'round-1:bet' },
    });
    expect(wallet.seen).toEqual([
      { rawBody: JSON.stringify(bet), signatureValid: true, transactionId: 'round-1:bet' },
    ]);
    expect(signPayload(secret, '1700000000000', '{}')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('retries a timed-out call with the same transaction id and body, signed afresh', async () => {
    const wallet = await startStubWallet((attempt) => (attempt === 1 ? { delayMs: 500 } : {}));
    stub = wallet.app;
    const failures: string[] = [];
    const client = createWalletClient({
      apiUrl: wallet.url,
      secret,
      timeoutMs: 150,
      backoffMs: 10,
      onAttemptFailed: ({ reason }) => failures.push(reason),
    });
    const outcome = await client.bet(bet);
    expect(outcome.status).toBe('accepted');
    expect(failures).toEqual(['no answer within 150 ms']);
    expect(wallet.seen).toHaveLength(2);
    expect(wallet.seen.every((call) => call.signatureValid)).toBe(true);
    expect(new Set(wallet.seen.map((call) => call.rawBody))).toEqual(
      new Set([JSON.stringify(bet)]),
    );
  });

  it('retries a 5xx answer and then takes the casino at its word', async () => {
    const wallet = await startStubWallet((attempt) =>
      attempt === 1
        ? { status: 500, body: { ok: false, code: 'BAD_REQUEST', message: 'retry' } }
        : {},
    );
    stub = wallet.app;
    const client = createWalletClient({ apiUrl: wallet.url, secret, backoffMs: 10 });
    expect((await client.bet(bet)).status).toBe('accepted');
    expect(wallet.seen.map((call) => call.transactionId)).toEqual(['round-1:bet', 'round-1:bet']);
  });

  it('does not retry a refusal: it is the answer', async () => {
    const refusal = { ok: false, code: 'INSUFFICIENT_FUNDS', message: 'no money' };
    const wallet = await startStubWallet(() => ({ body: refusal }));
    stub = wallet.app;
    const client = createWalletClient({ apiUrl: wallet.url, secret, backoffMs: 10 });
    expect(await client.bet(bet)).toEqual({ status: 'refused', failure: refusal });
    expect(wallet.seen).toHaveLength(1);
  });

  it('gives up after its attempts with an unknown outcome', async () => {
    const wallet = await startStubWallet(() => ({ status: 503, body: { error: 'down' } }));
    stub = wallet.app;
    const client = createWalletClient({
      apiUrl: wallet.url,
      secret,
      attemptsMax: 3,
      backoffMs: 10,
    });
    expect(await client.bet(bet)).toEqual({ status: 'unknown', reason: 'HTTP 503' });
    expect(wallet.seen).toHaveLength(3);
  });

  it('reports an unreachable casino as unknown', async () => {
    const client = createWalletClient({
      apiUrl: 'http://127.0.0.1:9',
      secret,
      attemptsMax: 2,
      backoffMs: 10,
    });
    const outcome = await client.bet(bet);
    expect(outcome.status).toBe('unknown');
  });

  it('reads a round in one call: both answers, a win refused, or an answer outside it as none', async () => {
    const round = {
      token: 'game-token',
      gameId: 66121,
      currency: 'BRL',
      roundId: 'round-2',
      bet: { transactionId: 'round-2:bet', amount: 100 },
      win: { transactionId: 'round-2:win', amount: 0 },
    };
    const taken = { ok: true, balance: 900, currency: 'BRL', transactionId: 'round-2:bet' };
    const refusedWin = { ok: false, code: 'UNKNOWN_ROUND', message: 'no round' };
    const answers = [
      { ok: true, bet: taken, win: refusedWin },
      { ok: false, code: 'INSUFFICIENT_FUNDS', message: 'short' },
      // A lone movement's answer is not a round's: no answer, tried again, then unknown.
      taken,
    ];
    const wallet = await startStubWallet((attempt) => ({
      body: answers[Math.min(attempt, 3) - 1],
    }));
    stub = wallet.app;
    const client = createWalletClient({ apiUrl: wallet.url, secret, attemptsMax: 2, backoffMs: 1 });
    expect(await client.play(round)).toEqual({ status: 'accepted', bet: taken, win: refusedWin });
    expect(await client.play(round)).toEqual({
      status: 'refused',
      failure: { ok: false, code: 'INSUFFICIENT_FUNDS', message: 'short' },
    });
    expect(await client.play(round)).toEqual({
      status: 'unknown',
      reason: 'HTTP 200 with an answer outside the protocol',
    });
    expect(wallet.seen.map((call) => call.transactionId)).toEqual(
      Array.from({ length: 4 }, () => 'round-2:bet'),
    );
  });
});
