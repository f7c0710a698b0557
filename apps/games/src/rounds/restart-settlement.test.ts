import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../api/test';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { rounds } from '../db/schema';
import { openDatabase } from '../db/open-database';
import type { SessionAnswer, SpinAnswer } from '../page-api/answers';
import { startTestCasino, testWalletSecret } from '../test-support/casino';
import type { TestCasino } from '../test-support/casino';
import { startWalletProxy } from '../test-support/wallet-proxy';
import type { WalletProxy } from '../test-support/wallet-proxy';
import { createWalletClient } from '../wallet/wallet-client';

let casino: TestCasino;
let proxy: WalletProxy;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sorte-games-restart-'));

beforeAll(async () => {
  casino = await startTestCasino();
  proxy = await startWalletProxy(casino.url);
}, 60_000);

afterAll(async () => {
  await proxy?.close();
  await casino?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The provider as its server runs it: its own database on disk, the settlement loop on or off. */
async function startProvider(settleInBackground: boolean) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    API_URL: proxy.url,
    PORT: '8080',
    DATA_DIR: dataDir,
    SETTLEMENT_INTERVAL_MS: '60000',
  });
  const database = await openDatabase({ dataDir });
  const wallet = createWalletClient({
    apiUrl: proxy.url,
    secret: testWalletSecret,
    timeoutMs: 2000,
    attemptsMax: 2,
    backoffMs: 10,
  });
  const app = await buildApp({ config, database, wallet, settleInBackground });
  await app.ready();
  const call = async <Answer>(url: string, body: object) => {
    const response = await app.inject({ method: 'POST', url, payload: { ...body } });
    return { status: response.statusCode, body: response.json() as Answer };
  };
  return { app, database, call };
}

describe('a round cut off before its answer came back', { timeout: 60_000 }, () => {
  it('is finished when the provider starts again, and the books still sum to zero', async () => {
    const player = await casino.newPlayer(10_000);
    const first = await startProvider(false);
    await first.call<SessionAnswer>('/api/session', {
      token: player.gameToken,
      gameId: 66121,
      currency: 'BRL',
      language: 'pt-BR',
      returnUrl: 'http://localhost:8080/game/return',
    });
    // The casino takes the round whole, but its answer never comes back, nor does the rollback
    // get through: the provider goes down with the round pending.
    proxy.modes.set('/wallet/play', 'lose-answer');
    proxy.modes.set('/wallet/rollback', 'drop');
    const spin = await first.call<SpinAnswer>('/api/spin', {
      token: player.gameToken,
      betMinor: 500,
    });
    expect(spin.status).toBe(503);
    const [cut] = await first.database.db.select().from(rounds).orderBy(desc(rounds.id)).limit(1);
    if (!cut) throw new Error('the spin stored no round');
    expect(cut.status).toBe('pending');
    const { roundId, winMinor } = cut;
    await first.app.close();
    await first.database.close();
    expect(await casino.balanceOf(player)).toBe(10_000 - 500 + winMinor);

    proxy.modes.clear();
    const second = await startProvider(true);
    // A lost round is given back; a won one stands (the casino will not roll back a paid win).
    const finishedAs = winMinor > 0 ? 'settled' : 'rolled_back';
    try {
      await expect
        .poll(
          async () => {
            const [round] = await second.database.db
              .select({ status: rounds.status })
              .from(rounds)
              .where(eq(rounds.roundId, roundId));
            return round?.status;
          },
          { timeout: 20_000, interval: 100 },
        )
        .toBe(finishedAs);
    } finally {
      await second.app.close();
      await second.database.close();
    }
    expect(await casino.balanceOf(player)).toBe(winMinor > 0 ? 10_000 - 500 + winMinor : 10_000);
    await expectBooksBalanced(casino.database.db);
  });
});
