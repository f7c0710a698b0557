import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
// The real casino on the integration project's database: PGlite, or a throw-away PostgreSQL
// database when DATABASE_URL is set, which the provider then shares in its own schema.
import { adultSetup, fundPlayerForTest, openGame, useTestApp } from '../../../api/test';
import type { TestContext } from '../../../api/test';
import { startTestProvider } from './provider';
import type { TestProvider } from './provider';
import { startWalletProxy } from './wallet-proxy';
import type { WalletProxy } from './wallet-proxy';

export interface SharedDatabaseRig {
  readonly casino: TestContext;
  readonly provider: TestProvider;
  /** The network between them, which fails on command. */
  readonly proxy: WalletProxy;
  /** An adult player with a balance, signed in at the casino. */
  newPlayer(balanceMinor: number): Promise<{ accessToken: string; userId: number }>;
  /** A game session of the player, opened by the casino and the game page: one tab or phone. */
  openTab(accessToken: string, gameId: number): Promise<string>;
  /** A player call to the casino, answering its data or failing the test. */
  playerCall<Data = Record<string, unknown>>(
    path: string,
    body: object,
    accessToken?: string,
  ): Promise<Data>;
}

/**
 * The casino and the provider on one database, as they run with DATABASE_URL: for the tests of
 * the provider that must pass on PostgreSQL as well as on PGlite (*.integration.test.ts, in the
 * integration project).
 */
export function useSharedDatabase(): SharedDatabaseRig {
  const casino = useTestApp();
  let provider: TestProvider | undefined;
  let proxy: WalletProxy | undefined;

  beforeAll(async () => {
    const walletUrl = await casino.app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await startWalletProxy(walletUrl);
    provider = await startTestProvider(proxy.url, { databaseUrl: casino.databaseUrl });
  }, 60_000);

  afterAll(async () => {
    await provider?.close();
    await proxy?.close();
  });

  const playerCall = async <Data>(path: string, body: object, accessToken?: string) => {
    const response = await casino.app.inject({
      method: 'POST',
      url: path,
      headers: accessToken ? { 'access-token': accessToken } : {},
      payload: body as Record<string, unknown>,
    });
    const answer = response.json();
    if (!answer.success) throw new Error(`${path} failed: ${response.body}`);
    return answer.data as Data;
  };
  const rig: SharedDatabaseRig = {
    casino,
    get provider() {
      if (!provider) throw new Error('the test provider is not started yet');
      return provider;
    },
    get proxy() {
      if (!proxy) throw new Error('the wallet proxy is not started yet');
      return proxy;
    },
    playerCall,
    async newPlayer(balanceMinor) {
      const deviceId = randomBytes(16).toString('hex');
      const login = await playerCall<{ token: string; userId: number }>('/user/login', {
        loginType: 1,
        deviceId,
      });
      await playerCall('/user/confirmAge', adultSetup(deviceId), login.token);
      if (balanceMinor > 0) {
        await fundPlayerForTest(casino.database.db, login.userId, 'BRL', balanceMinor);
      }
      return { accessToken: login.token, userId: login.userId };
    },
    async openTab(accessToken, gameId) {
      const token = await openGame(casino.app, accessToken, gameId);
      const session = await rig.provider.call('/api/session', { token, gameId, currency: 'BRL' });
      expect(session.status).toBe(200);
      return token;
    },
  };
  return rig;
}
