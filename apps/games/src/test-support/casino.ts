import { randomBytes } from 'node:crypto';
import { developmentSecrets } from '@sorte/contracts/signing';
import type { FastifyInstance } from 'fastify';
// The real casino, booted in-process: the provider is tested against the wallet it will call.
import {
  adultSetup,
  buildApp as buildCasinoApp,
  fundPlayerForTest,
  loadConfig as loadCasinoConfig,
  openDatabase as openCasinoDatabase,
  openGame,
} from '../../../api/test';
import type { DatabaseHandle as CasinoDatabaseHandle } from '../../../api/test';

export const testWalletSecret = developmentSecrets.WALLET_SECRET;

export interface CasinoPlayer {
  accessToken: string;
  playerId: number;
  /** The game session token a jumpUrl carries for Lucky Tiger. */
  gameToken: string;
}

export interface TestCasino {
  app: FastifyInstance;
  database: CasinoDatabaseHandle;
  /** Where the casino listens, e.g. http://127.0.0.1:40123. */
  url: string;
  newPlayer(balanceMinor: number): Promise<CasinoPlayer>;
  balanceOf(player: CasinoPlayer): Promise<number>;
  close(): Promise<void>;
}

/** The casino api on an in-memory database, listening on a free port of 127.0.0.1. */
export async function startTestCasino(): Promise<TestCasino> {
  const config = loadCasinoConfig({ LOG_LEVEL: 'silent', WALLET_SECRET: testWalletSecret });
  const database = await openCasinoDatabase({});
  const app = await buildCasinoApp({ config, database, serveWebApp: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  const playerCall = async (path: string, body: object, accessToken?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: accessToken ? { 'access-token': accessToken } : {},
      payload: body as Record<string, unknown>,
    });
    const answer = response.json();
    if (!answer.success) throw new Error(`${path} failed: ${response.body}`);
    return answer.data;
  };

  return {
    app,
    database,
    url,
    async newPlayer(balanceMinor) {
      const deviceId = randomBytes(16).toString('hex');
      const login = await playerCall('/user/login', { loginType: 1, deviceId });
      // Like every player before a game, an adult who has completed the 18+ setup.
      await playerCall('/user/confirmAge', adultSetup(deviceId), login.token);
      if (balanceMinor > 0) {
        await fundPlayerForTest(database.db, login.userId, 'BRL', balanceMinor);
      }
      const gameToken = await openGame(app, login.token, 66121);
      return { accessToken: login.token, playerId: login.userId, gameToken };
    },
    async balanceOf(player) {
      const data = await playerCall('/v1/bus/accountInfo', {}, player.accessToken);
      return data.result.accountGold;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
