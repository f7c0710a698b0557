import type { FastifyInstance } from 'fastify';
import { createServiceApp } from '@sorte/service-http';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { registerCatalogueRoutes } from './http/catalogue-routes';
import { registerGamePages } from './http/game-pages';
import { registerPageApiRoutes } from './http/page-api-routes';
import { PageError } from './page-api/page-error';
import { redactTokens, serializeRequest } from './http/redact-tokens';
import { startSettlementLoop } from './rounds/settlement-loop';
import type { SettlementLoop } from './rounds/settlement-loop';
import type { ServiceDeps } from './service-deps';
import { createWalletClient } from './wallet/wallet-client';
import type { WalletClient } from './wallet/wallet-client';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Tests may point the provider at a stub wallet; by default it calls config.apiUrl. */
  wallet?: WalletClient;
  /** Run the settlement loop while the app is up (server.ts); tests drive it themselves. */
  settleInBackground?: boolean;
}

/** The game provider, built without listening so tests can inject requests. */
export async function buildApp({
  config,
  database,
  wallet,
  settleInBackground = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = createServiceApp({
    logging: {
      name: 'games',
      level: config.LOG_LEVEL,
      format: config.LOG_FORMAT,
      serializers: { req: serializeRequest },
      redactUrl: redactTokens,
    },
    bodyLimit: 64 * 1024,
    checkAnswers: config.checkAnswers,
    errors: { isRefusal: (error) => error instanceof PageError },
  });
  // The page speaks JSON only; anything else is refused rather than half-understood.
  app.removeContentTypeParser('text/plain');

  const deps: ServiceDeps = {
    db: database.db,
    log: app.log,
    wallet:
      wallet ??
      createWalletClient({
        apiUrl: config.apiUrl,
        secret: config.WALLET_SECRET,
        timeoutMs: config.WALLET_TIMEOUT_MS,
        attemptsMax: config.WALLET_ATTEMPTS,
        onAttemptFailed: (details) => app.log.warn(details, 'wallet call attempt failed'),
      }),
  };

  app.get('/healthz', async () => {
    await database.db.execute('select 1');
    return { ok: true, service: 'games', database: database.kind };
  });
  registerPageApiRoutes(app, { ...deps, casinoOrigins: config.casinoOrigins });
  registerCatalogueRoutes(app);
  await registerGamePages(app, {
    distDir: config.uiDistDir,
    casinoOrigins: config.casinoOrigins,
  });

  if (settleInBackground) {
    let loop: SettlementLoop | undefined;
    app.addHook('onReady', async () => {
      loop = startSettlementLoop(deps, config.SETTLEMENT_INTERVAL_MS);
    });
    app.addHook('onClose', async () => loop?.stop());
  }
  return app;
}
