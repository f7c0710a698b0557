import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  checkCallBody,
  describeBodyRefusal,
  walletBalanceBody,
  walletBetBody,
  walletHeaders,
  walletPlayAnswer,
  walletPlayBody,
  walletRollbackBody,
  walletAnswer,
  walletFailure as walletFailureAnswer,
  walletSignatureWindowMs,
  walletWinBody,
} from '@sorte/contracts';
import type { WalletAnswer, WalletPlayAnswer } from '@sorte/contracts';
import { checkSignature } from '@sorte/contracts/signing';
import type { Database } from '../../db/database';
import { keepRawJsonBody } from '../../http/raw-json-body';
import { placeBet } from './place-bet';
import { playRound } from './play-round';
import { readWalletBalance } from './read-wallet-balance';
import { rollbackBet } from './rollback-bet';
import { settleWin } from './settle-win';
import { walletFailure } from './wallet-refusal';
import type { WalletBatcher } from './wallet-batcher';

export interface WalletRouteDeps {
  db: Database;
  wallet: WalletBatcher;
  /** Provider name → its shared secret. */
  providers: Record<string, string>;
  /** The time a bet is judged at against the player's loss and play-time limits. */
  clock: () => Date;
}

const walletBodyLimitBytes = 16 * 1024;

/** Every wallet answer, refusals included, is the protocol's `walletAnswer`... */
const walletAnswers = { ok: walletAnswer, refused: walletFailureAnswer };
/** ...but a round in one call's, which answers its bet and its win. */
const playAnswers = { ok: walletPlayAnswer, refused: walletFailureAnswer };

/**
 * The seamless-wallet API the game provider calls for every bet and win. Signatures are checked
 * over the raw bytes, so this plugin keeps its own JSON parser that remembers them.
 */
export async function registerWalletRoutes(
  app: FastifyInstance,
  deps: WalletRouteDeps,
): Promise<void> {
  await app.register(async (wallet) => {
    keepRawJsonBody(wallet, walletBodyLimitBytes);

    // Wallet callers get wallet answers, never the player envelope, even for malformed requests.
    wallet.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'wallet call failed');
        return reply
          .status(500)
          .send(walletFailure('BAD_REQUEST', 'Internal error; retry with the same transactionId.'));
      }
      return reply
        .status(status === 413 ? 413 : 400)
        .send(walletFailure('BAD_REQUEST', error.message));
    });

    const provider = 'games';
    const secret = deps.providers[provider];
    if (!secret) throw new Error('wallet provider "games" has no secret');

    const verify = async (request: FastifyRequest, reply: FastifyReply) => {
      const timestamp = request.headers[walletHeaders.timestamp];
      const signature = request.headers[walletHeaders.signature];
      const verdict = checkSignature({
        secret,
        timestamp: typeof timestamp === 'string' ? timestamp : undefined,
        signature: typeof signature === 'string' ? signature : undefined,
        rawBody: request.rawBody ?? '',
        nowMs: Date.now(),
        windowMs: walletSignatureWindowMs,
        timestampUnitMs: 1,
      });
      if (verdict !== 'valid') {
        request.log.warn({ verdict }, 'wallet call refused: signature');
        return reply.status(401).send(walletFailure('INVALID_SIGNATURE'));
      }
    };

    const route = <S extends z.ZodType>(
      path: string,
      schema: S,
      handle: (body: z.output<S>) => Promise<WalletAnswer | WalletPlayAnswer>,
      answers: { ok: z.ZodType; refused: z.ZodType } = walletAnswers,
    ) => {
      wallet.post(
        path,
        {
          preHandler: verify,
          bodyLimit: walletBodyLimitBytes,
          config: { serverToServer: true, answers },
        },
        async (request, reply) => {
          // The shared gate: a JSON object, no U+0000 in any text, the call's schema.
          const checked = checkCallBody(schema, request.body);
          if (!checked.ok) {
            return reply
              .status(400)
              .send(walletFailure('BAD_REQUEST', describeBodyRefusal(checked.refusal)));
          }
          return handle(checked.body);
        },
      );
    };

    route('/wallet/balance', walletBalanceBody, (body) => readWalletBalance(deps.db, body));
    route('/wallet/bet', walletBetBody, (body) =>
      placeBet(deps.wallet, provider, body, deps.clock()),
    );
    route('/wallet/win', walletWinBody, (body) =>
      settleWin(deps.wallet, provider, body, deps.clock()),
    );
    route(
      '/wallet/play',
      walletPlayBody,
      (body) => playRound(deps.wallet, provider, body, deps.clock()),
      playAnswers,
    );
    route('/wallet/rollback', walletRollbackBody, (body) =>
      rollbackBet(deps.wallet, provider, body),
    );
  });
}
