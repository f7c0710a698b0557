import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { playerCalls } from '@sorte/contracts';
import { isMarketCode } from '@sorte/markets';
import {
  chooseLogFormat,
  refuseNulInUrl,
  registerAnswerCheck,
  registerAnswerCompression,
  serviceLogging,
} from '@sorte/service-http';
import { registerEnvelopeErrors } from './http/envelope-errors';
import { registerRegionBlock } from './http/region-block';
import { buildOpenApiDocument } from './http/openapi';
import { registerSecurityHeaders } from './http/security-headers';
import { PlayerError } from './http/player-error';
import { sharedRateLimitStore } from './http/shared-rate-limit-store';
import type { PlayerRouteDeps } from './http/player-route';
import type { OpsRouteDeps } from './http/ops-route';
import { createAccountAnswerCache } from './modules/account/account-answer-cache';
import type { AccountAnswerCache } from './modules/account/account-answer-cache';
import { createAccountNews } from './modules/account/account-news';
import type { AccountNews } from './modules/account/account-news';
import { followAccountChanges } from './modules/account/follow-account-changes';
import type { AccountInfoData } from './modules/account/get-account-info';
import { registerAccountRoutes } from './modules/account/routes';
import { registerAgeGateRoutes } from './modules/age-gate/routes';
import { registerDepositLimitRoutes } from './modules/deposit-limits/routes';
import { registerPlayLimitRoutes } from './modules/play-limits/routes';
import { registerProtectionRoutes } from './modules/protection/routes';
import { createPlayerAuthenticator } from './modules/auth/create-player-authenticator';
import { marketForNewPlayer } from './modules/auth/market-for-host';
import { followSessionEnds } from './modules/auth/follow-session-ends';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerSiteRoutes } from './modules/site/routes';
import { createSessionCache } from './modules/auth/session-cache';
import type { SessionCache } from './modules/auth/session-cache';
import { createPspClient } from './modules/psp/psp-client';
import { registerDepositRoutes } from './modules/deposits/routes';
import { registerDepositReviewRoutes } from './modules/deposit-review/routes';
import { registerPaymentEventRoutes } from './modules/payment-events/routes';
import { registerPayoutAccountRoutes } from './modules/payout-accounts/routes';
import { authenticateStaff } from './modules/staff/authenticate-staff';
import { registerStaffRoutes } from './modules/staff/routes';
import { registerReportRoutes } from './modules/reports/routes';
import { registerDataRightsRoutes } from './modules/data-rights/routes';
import { registerHarmRoutes } from './modules/harm/routes';
import { startHarmScorer } from './modules/harm/harm-scorer';
import { followMarketSettings } from './modules/market-settings/follow-market-settings';
import { registerMarketSettingsRoutes } from './modules/market-settings/routes';
import { putSavedSettingsInForce } from './modules/market-settings/settings-in-force';
import { registerSupportRoutes } from './modules/support/routes';
import { registerOpsPlayerRoutes } from './modules/ops-players/routes';
import { registerAdjustmentRoutes } from './modules/adjustments/routes';
import { startPayoutSender } from './modules/withdrawals/payout-sender';
import { registerRewardRoutes } from './modules/rewards/routes';
import { registerWithdrawalRoutes } from './modules/withdrawals/routes';
import { registerGameRoutes } from './modules/games/routes';
import { registerWalletRoutes } from './modules/wallet/routes';
import { createWalletBatcher } from './modules/wallet/wallet-batcher';
import { serveConsole } from './web/serve-console';
import { serveWeb } from './web/serve-web';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Tests turn the player app off; it needs a build. */
  serveWebApp?: boolean;
  /**
   * The time sessions, limits and the wallet's bet path are judged at. The real clock unless a
   * test injects one to move time on (idle logout, a day of losses, a raise after 24 hours).
   */
  clock?: () => Date;
}

/** Builds the api without listening, so tests can drive it with inject() on a real database. */
export async function buildApp({
  config,
  database,
  serveWebApp = true,
  clock = () => new Date(),
}: AppOptions): Promise<FastifyInstance> {
  const app = createServer(config);
  await registerRequestHandling(app, config, database);
  const { deps, sessionCache } = playerSessions(app, config, database, clock);
  registerServiceRoutes(app, database);
  const accounts = playerAccounts(app, config, database);
  // A process that stopped between a batch's commit and its announcement left that news unsaid:
  // every process forgets what it kept when one starts, before this one answers anything.
  accounts.news.everythingMayHaveChanged();
  await accounts.news.settled(accountNewsSettleMs);
  registerPlayerRoutes(app, { config, database, deps }, sessionCache, accounts.answers);
  await registerMoneyRoutes(app, { config, database, deps, clock, accountNews: accounts.news });
  // Background work, not a route: the markers of harm, scored every hour.
  const harmScorer = startHarmScorer({
    db: database.db,
    clock,
    intervalMs: harmScoreIntervalMs,
    log: app.log,
  });
  app.addHook('onClose', () => harmScorer.stop());
  // The market settings staff saved, in force before the first request and kept so.
  await putSavedSettingsInForce(database.db);
  const stopFollowingSettings = followMarketSettings(database.db, database.notifications, (error) =>
    app.log.error({ err: error }, 'market settings could not be read'),
  );
  app.addHook('onClose', async () => stopFollowingSettings());
  if (serveWebApp) await serveWebAppFor(app, config);
  return app;
}

/**
 * How often the server looks for requests past `REQUEST_TIMEOUT_MS` (Node's default is 30 s, which
 * would let a stalled request live up to that much longer than its limit).
 */
const requestTimeoutCheckMs = 1_000;

/**
 * The Fastify instance: one log line per request, request ids, no body over 1 MiB, no request
 * taking longer than `REQUEST_TIMEOUT_MS` to arrive.
 */
function createServer(config: Config): FastifyInstance {
  return Fastify({
    ...serviceLogging({
      name: 'api',
      level: config.LOG_LEVEL,
      format: chooseLogFormat(config.LOG_FORMAT, process.stdout.isTTY === true),
      redact: ['req.headers["access-token"]'],
    }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // Node enforces the request's limit only when the headers' own limit is not longer.
    http: {
      connectionsCheckingInterval: requestTimeoutCheckMs,
      headersTimeout: config.REQUEST_TIMEOUT_MS,
    },
    // Behind a proxy (TRUST_PROXY), the player's address is the one it forwards: the login rate
    // limits count per player address, not per proxy.
    trustProxy: config.trustProxy,
  });
}

/**
 * What every request meets before and after its route, in the order it meets it: the address
 * check, the answer check (outside production), headers, compression, the envelope's errors, the
 * region block, JSON only, CORS and the rate limiter routes opt into.
 */
async function registerRequestHandling(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
): Promise<void> {
  refuseNulInUrl(app);
  registerAnswerCheck(app, { enabled: config.checkAnswers });
  registerSecurityHeaders(app, new URL(config.gamesPublicUrl).origin, config.trackingOrigins);
  registerAnswerCompression(app);
  registerEnvelopeErrors(app, config.MARKET);
  registerRegionBlock(
    app,
    { ...config.regionBlock, bypassAllowed: config.clientOverridesAllowed },
    new Set(playerCalls.map((call) => call.path)),
  );
  // Player calls are JSON only: anything else is refused with 415 rather than half-understood.
  app.removeContentTypeParser('text/plain');

  await app.register(cors, { origin: config.webOrigins, methods: ['POST', 'GET'] });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: one limit whichever api process answers.
    store: sharedRateLimitStore(database.db),
    errorResponseBuilder: () => new PlayerError('too_many_requests', 429),
  });
}

/**
 * Longest a start or a stop waits for the account news told so far to be announced (a database
 * that does not answer must not hold the process).
 */
const accountNewsSettleMs = 5_000;

/** Markers of harm are scored every hour (modules/harm). */
const harmScoreIntervalMs = 3_600_000;

/** What every player call needs: the market, the clock and the authenticator with its cache. */
function playerSessions(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
  clock: () => Date,
): { deps: PlayerRouteDeps; sessionCache: SessionCache } {
  const sessionCache = createSessionCache({
    ttlMs: config.SESSION_CACHE_TTL_MS,
    entriesMax: 100_000,
    isComplete: () => database.notifications.complete,
  });
  const stopFollowingSessions = followSessionEnds(database.notifications, sessionCache);
  app.addHook('onClose', async () => stopFollowingSessions());
  const authenticate = createPlayerAuthenticator({
    db: database.db,
    sessionCache,
    complianceProfileOf: config.complianceProfileOf,
    now: clock,
  });
  return { deps: { defaultMarket: config.MARKET, clock, authenticate }, sessionCache };
}

/**
 * The players' account answers, kept in memory until the database's news says they changed
 * (decision 0006), and the news of changes the wallet's batches keep for the api to announce
 * (decision 0030).
 */
function playerAccounts(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
): { answers: AccountAnswerCache<AccountInfoData>; news: AccountNews } {
  const answers = createAccountAnswerCache<AccountInfoData>({
    ttlMs: config.ACCOUNT_CACHE_TTL_MS,
    entriesMax: 100_000,
    isComplete: () => database.notifications.complete,
  });
  const stopFollowing = followAccountChanges(database.notifications, answers);
  const news = createAccountNews({
    db: database.db,
    kind: database.kind,
    feed: database.notifications,
    onAnnounceFailed: (error) => app.log.warn({ err: error }, 'account news not announced'),
  });
  app.addHook('onClose', async () => {
    await news.settled(accountNewsSettleMs);
    stopFollowing();
  });
  return { answers, news };
}

/** Health and the API's description, for machines. */
function registerServiceRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/healthz', async () => {
    await database.db.execute('select 1');
    return { ok: true, service: 'api', database: database.kind };
  });
  const openApiDocument = buildOpenApiDocument();
  app.get('/openapi.json', async () => openApiDocument);
}

interface RouteSetup {
  config: Config;
  database: DatabaseHandle;
  deps: PlayerRouteDeps;
}

/** The player's calls that move no money: the site, sign-in, 18+ setup, protection, the account. */
function registerPlayerRoutes(
  app: FastifyInstance,
  { config, database, deps: playerDeps }: RouteSetup,
  sessionCache: SessionCache,
  accountAnswers: AccountAnswerCache<AccountInfoData>,
): void {
  // Only reads a person looks at and nothing decides from take readsThatMayLag (db/database.ts).
  const { db, readsThatMayLag } = database;
  registerSiteRoutes(app, { ...playerDeps, config });
  registerAuthRoutes(app, { ...playerDeps, db, config, sessionCache });
  registerAgeGateRoutes(app, { ...playerDeps, db });
  registerProtectionRoutes(app, { ...playerDeps, db });
  registerDepositLimitRoutes(app, { ...playerDeps, db });
  registerPlayLimitRoutes(app, { ...playerDeps, db });
  registerAccountRoutes(app, {
    ...playerDeps,
    db,
    readsThatMayLag,
    accountAnswers,
    behindTransactionPooler: config.behindTransactionPooler,
  });
  registerGameRoutes(app, { ...playerDeps, db, readsThatMayLag, config });
  registerPayoutAccountRoutes(app, { ...playerDeps, db });
  const opsDeps: OpsRouteDeps = { authenticateStaff: (token) => authenticateStaff(db, token) };
  registerStaffRoutes(app, {
    ...opsDeps,
    db,
    loginsPerMinute: Math.min(config.LOGIN_RATE_LIMIT_PER_MINUTE, 30),
  });
  registerReportRoutes(app, { ...opsDeps, readsThatMayLag });
  registerDataRightsRoutes(app, { ...playerDeps, ...opsDeps, db });
  registerHarmRoutes(app, { ...playerDeps, ...opsDeps, db });
  registerMarketSettingsRoutes(app, {
    ...opsDeps,
    db,
    startUpProfileOf: config.startUpProfileOf,
  });
  registerSupportRoutes(app, {
    ...playerDeps,
    ...opsDeps,
    db,
    supportChatUrlOf: config.supportChatUrlOf,
  });
  registerOpsPlayerRoutes(app, {
    ...opsDeps,
    db,
    clock: playerDeps.clock,
    complianceProfileOf: config.complianceProfileOf,
  });
}

/**
 * Every call that moves money: deposits and the provider's webhooks, rewards, withdrawals with
 * their payout sender, and the wallet the game provider calls.
 */
async function registerMoneyRoutes(
  app: FastifyInstance,
  {
    config,
    database,
    deps: playerDeps,
    clock,
    accountNews,
  }: RouteSetup & { clock: () => Date; accountNews: AccountNews },
): Promise<void> {
  const { db, readsThatMayLag } = database;
  const psp = createPspClient({
    baseUrl: config.pspUrl,
    secret: config.PSP_SECRET,
    timeoutMs: config.PSP_TIMEOUT_MS,
    attempts: 2,
  });
  registerDepositRoutes(app, {
    ...playerDeps,
    db,
    readsThatMayLag,
    psp,
    webhookBaseUrl: config.webhookBaseUrl,
    publicUrl: config.publicUrl,
  });
  await registerPaymentEventRoutes(app, {
    db,
    pspSecret: config.PSP_SECRET,
    complianceProfileOf: config.complianceProfileOf,
  });
  const payouts = {
    db,
    psp,
    callbackUrl: new URL('/webhooks/psp', config.webhookBaseUrl).toString(),
  };
  const payoutSender = startPayoutSender({
    ...payouts,
    intervalMs: config.PAYOUT_SEND_INTERVAL_MS,
    log: app.log,
  });
  app.addHook('onClose', () => payoutSender.stop());
  registerDepositReviewRoutes(app, {
    authenticateStaff: (token: string) => authenticateStaff(db, token),
    db,
    psp,
    complianceProfileOf: config.complianceProfileOf,
  });
  registerRewardRoutes(app, { ...playerDeps, db, webOrigin: config.publicUrl });
  registerWithdrawalRoutes(app, {
    ...playerDeps,
    authenticateStaff: (token: string) => authenticateStaff(db, token),
    db,
    readsThatMayLag,
    sendPayoutsNow: payoutSender.kick,
    payouts,
  });
  registerAdjustmentRoutes(app, {
    authenticateStaff: (token: string) => authenticateStaff(db, token),
    db,
    clock,
  });
  // PGlite has one connection, so more than one batch in flight would only queue.
  const wallet = createWalletBatcher(db, {
    batchSizeMax: config.WALLET_BATCH_SIZE_MAX,
    inFlightMax: database.kind === 'pglite' ? 1 : config.WALLET_BATCHES_IN_FLIGHT,
    accountsChanged: accountNews.changed,
    accountsMayHaveChanged: accountNews.everythingMayHaveChanged,
  });
  await registerWalletRoutes(app, {
    db,
    wallet,
    providers: { games: config.WALLET_SECRET },
    clock,
  });
}

/** The built operator console under /console/, and the built player app, with index.html naming the language chunk of the address's market. */
async function serveWebAppFor(app: FastifyInstance, config: Config): Promise<void> {
  // The operator console first: its /console/ routes are its own, whatever the player app does.
  await serveConsole(app, { distDir: config.OPS_DIST_DIR });
  await serveWeb(app, {
    distDir: config.WEB_DIST_DIR,
    // The market this address serves (MARKET_HOSTS, or `?market=`): a hint of which language
    // chunk to name in index.html; the app still decides for itself.
    marketFor: (host, requested) =>
      marketForNewPlayer({
        host,
        requested: requested !== null && isMarketCode(requested) ? requested : undefined,
        marketHosts: config.marketHosts,
        defaultMarket: config.MARKET,
        clientMayChoose: true,
      }),
  });
}
