import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listenToAccountNews } from '../../../test/account-news-listener';
import { useTestApp } from '../../../test/helper';
import { fundedPlayerInGame } from '../../../test/wallet-client';
import { accountChangedChannel } from '../../db/account-changed-channel';
import { queryRows } from '../../db/query-rows';
import { toWalletRequest } from './call-wallet-function';

const context = useTestApp();

/**
 * One connection that listens to `account_changed` and runs statements: the notifications a
 * statement's own transaction raises have arrived by the time it answers (on PostgreSQL, delivered
 * on the connection before it is ready again; on the embedded database, before the statement
 * answers).
 */
async function listeningConnection() {
  if (!context.databaseUrl) {
    const heard: string[] = [];
    const stop = context.database.notifications.subscribe({
      notification: (channel, payload) => {
        if (channel === accountChangedChannel) heard.push(payload);
      },
      completenessChanged: () => {},
    });
    return {
      heard,
      run: <Row>(statement: string) =>
        queryRows<Row & Record<string, unknown>>(context.database.db, sql.raw(statement)),
      close: async () => stop(),
    };
  }
  const listener = await listenToAccountNews(context.databaseUrl);
  return {
    heard: listener.heard,
    run: async <Row>(statement: string) => (await listener.client.query(statement)).rows as Row[],
    close: listener.close,
  };
}

/** A bet's call as the api hands it to the database, as a SQL literal. */
function betCalls(gameToken: string, id: string): string {
  const fn = 'wallet_bet' as const;
  const request = toWalletRequest(fn, 'games', {
    token: gameToken,
    gameId: 66121,
    currency: 'BRL',
    transactionId: `${id}-b`,
    roundId: `${id}-r`,
    amount: 100,
  });
  return `'${JSON.stringify([{ fn, request }]).replaceAll("'", "''")}'::jsonb`;
}

describe('a wallet batch’s account news', () => {
  it('is not raised by the batch the api runs, which names the players whose account it moved', async () => {
    const player = await fundedPlayerInGame(context, 10_000);
    const connection = await listeningConnection();
    try {
      const [row] = await connection.run<{
        outcome: { answers: { ok: boolean; balance: number }[]; changedPlayers: number[] };
      }>(
        `select wallet_batch_announced_by_caller(${betCalls(player.gameToken, 'quiet')}) as outcome`,
      );
      expect(row?.outcome.answers).toMatchObject([{ ok: true, balance: 9_900 }]);
      expect(row?.outcome.changedPlayers).toEqual([player.userId]);
      expect(connection.heard).toEqual([]);
      // Nothing of the batch's setting outlives it.
      const [setting] = await connection.run<{ news: string | null }>(
        `select current_setting('sorte.account_news', true) as news`,
      );
      expect(setting?.news ?? '').toBe('');
    } finally {
      await connection.close();
    }
  });

  it('is raised as usual for what the same transaction changes after the batch', async () => {
    const player = await fundedPlayerInGame(context, 10_000);
    const connection = await listeningConnection();
    try {
      await connection.run('begin');
      await connection.run(
        `select wallet_batch_announced_by_caller(${betCalls(player.gameToken, 'then')})`,
      );
      await connection.run(
        `update ledger_accounts set wagering_target_minor = wagering_target_minor
          where player_id = ${player.userId} and kind = 'player'`,
      );
      await connection.run('commit');
      expect(connection.heard).toEqual([String(player.userId)]);
    } finally {
      await connection.run('rollback').catch(() => {});
      await connection.close();
    }
  });

  it('is raised by the batch as api processes of the code before call it', async () => {
    const player = await fundedPlayerInGame(context, 10_000);
    const connection = await listeningConnection();
    try {
      const [row] = await connection.run<{ answers: { ok: boolean; balance: number }[] }>(
        `select wallet_batch(${betCalls(player.gameToken, 'before')}) as answers`,
      );
      expect(row?.answers).toMatchObject([{ ok: true, balance: 9_900 }]);
      expect(connection.heard).toEqual([String(player.userId)]);
    } finally {
      await connection.close();
    }
  });
});
