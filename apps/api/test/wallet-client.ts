import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { developmentSecrets, signPayload } from '@sorte/contracts/signing';
import { fundPlayerForTest } from '../src/modules/ledger/ledger-test-support';
import { call, loginAsGuest } from './helper';
import type { TestContext } from './helper';

export const testWalletSecret = developmentSecrets.WALLET_SECRET;

/** Calls the wallet API the way the provider does: raw JSON, signed over timestamp + body. */
export function walletCall(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown>,
  options: { secret?: string; timestampMs?: number } = {},
): Promise<LightMyRequestResponse> {
  const rawBody = JSON.stringify(body);
  const timestamp = String(options.timestampMs ?? Date.now());
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      'x-wallet-timestamp': timestamp,
      'x-wallet-signature': signPayload(options.secret ?? testWalletSecret, timestamp, rawBody),
    },
    payload: rawBody,
  });
}

export async function openGame(
  app: FastifyInstance,
  accessToken: string,
  gameId = 66121,
): Promise<string> {
  const response = await call(app, '/game/joinGame', { gameId }, accessToken);
  const body = response.json();
  if (!body.success) throw new Error(`joinGame failed: ${response.body}`);
  const token = new URL(body.data.jumpUrl).searchParams.get('token');
  if (!token) throw new Error('jumpUrl has no token');
  return token;
}

/** A signed-in guest with an open Lucky Tiger session, funded through the ledger when asked. */
export async function fundedPlayerInGame(context: TestContext, amountMinor: number) {
  const player = await loginAsGuest(context.app);
  if (amountMinor > 0)
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', amountMinor);
  const gameToken = await openGame(context.app, player.token);
  return { ...player, gameToken };
}
