import type { FastifyInstance } from 'fastify';
import { createServiceApp } from '@sorte/service-http';
import { startWorkers } from './background/start-workers';
import type { Workers } from './background/start-workers';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { registerApiRoutes } from './http/api-routes';
import { registerCheckoutRoutes } from './http/checkout-routes';
import { PspError } from './http/psp-error';
import { registerSandboxRoutes } from './http/sandbox-routes';
import { registerAssets } from './http/serve-assets';
import type { ServiceDeps } from './service-deps';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Tests move time forward themselves; the server uses the wall clock. */
  nowMs?: () => number;
  /** Run the settle, expiry and webhook loops while the app is up (server.ts); tests drive them. */
  runInBackground?: boolean;
}

export interface PspApp {
  app: FastifyInstance;
  deps: ServiceDeps;
}

/** The sandbox payment provider, built without listening so tests can inject requests. */
export async function buildApp({
  config,
  database,
  nowMs = Date.now,
  runInBackground = false,
}: AppOptions): Promise<PspApp> {
  const app = createServiceApp({
    logging: { name: 'psp', level: config.LOG_LEVEL, format: config.LOG_FORMAT },
    bodyLimit: 16 * 1024,
    checkAnswers: config.checkAnswers,
    errors: { isRefusal: (error) => error instanceof PspError, answerNotFound: true },
  });
  // JSON only; an empty body (a sandbox call with nothing to say) reads as no body at all.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new PspError('bad_request', 400, 'body must be JSON'), undefined);
    }
  });

  let workers: Workers | undefined;
  const deps: ServiceDeps = {
    db: database.db,
    config,
    log: app.log,
    nowMs,
    onEventsWritten: () => workers?.wakeDelivery(),
  };

  app.get('/healthz', async () => {
    await database.db.execute('select 1');
    return { ok: true, service: 'psp', database: database.kind, sandbox: config.PSP_SANDBOX };
  });
  await registerApiRoutes(app, deps);
  const assetUrls = await registerAssets(app);
  registerCheckoutRoutes(app, deps, assetUrls);
  if (config.PSP_SANDBOX) registerSandboxRoutes(app, deps);

  if (runInBackground) {
    app.addHook('onReady', async () => {
      workers = startWorkers(deps);
    });
    app.addHook('onClose', async () => workers?.stop());
  }
  return { app, deps };
}
