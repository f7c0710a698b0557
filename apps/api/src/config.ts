import { z } from 'zod';
import {
  complianceProfileIds,
  exampleOperatorIdentity,
  getComplianceProfile,
  markets,
  getMarket,
  marketCodes,
} from '@sorte/markets';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import { developmentSecrets } from '@sorte/contracts/signing';
import { trackingOriginsOf, trackingProviderSpecs } from '@sorte/contracts';
import type { TrackingProviderConfig } from '@sorte/contracts';
import { logFormats, logLevels, readEnvironment } from '@sorte/service-http';

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

const configSchema = z.object({
  PORT: port(8080),
  GAMES_PORT: port(8081),
  PSP_PORT: port(8082),
  HOST: z.string().default('0.0.0.0'),
  /** Folder of the embedded database (PGlite); ignored when DATABASE_URL is set. */
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  /**
   * Where the api's listening connection (`LISTEN`) goes; default DATABASE_URL. Set it to
   * PostgreSQL itself when DATABASE_URL is a transaction pooler such as pgbouncer, through which
   * `LISTEN` does not work (`npm run scale` does).
   */
  DATABASE_LISTEN_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      'DATABASE_LISTEN_URL must start with postgres:// or postgresql://',
    )
    .optional(),
  /**
   * A streaming replica of DATABASE_URL's database, read-only, for the reads that may lag (the
   * player's histories and the operators' reports; `readsThatMayLag` in db/database.ts). Unset:
   * every read goes to DATABASE_URL. Refused without DATABASE_URL: the embedded database has no
   * replica.
   */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      'DATABASE_REPLICA_URL must start with postgres:// or postgresql://',
    )
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** The market of a new player whose address matches no MARKET_HOSTS entry. */
  MARKET: z.enum(marketCodes).default('BR'),
  /**
   * Which address serves which market, as `host=MARKET` pairs separated by commas
   * (`sorte.com.br=BR,sorte.ph=PH`). A new player takes the market of the host the request
   * arrives on; the account keeps it for good.
   */
  MARKET_HOSTS: z
    .string()
    .default('')
    .refine(
      (value) =>
        value.trim() === '' ||
        value
          .split(',')
          .every(
            (pair) =>
              /^[a-z0-9.-]+=[A-Z]{2}$/.test(pair.trim()) &&
              (marketCodes as readonly string[]).includes(pair.trim().slice(-2)),
          ),
      'MARKET_HOSTS must be host=MARKET pairs separated by commas, with known market codes',
    ),
  /**
   * Development conveniences the client may ask for: `?market=` choosing a new player's market
   * and `?d=false` passing the region block. `allow` by default except when NODE_ENV=production.
   */
  CLIENT_OVERRIDES: z.enum(['allow', 'ignore']).optional(),
  NODE_ENV: z.string().optional(),
  /** The jurisdiction block: preferred browser languages refused (comma-separated). */
  BLOCKED_LANGUAGES: z.string().default('zh-cn'),
  /** Countries refused (ISO 3166-1 alpha-2, comma-separated), read from COUNTRY_HEADER. */
  BLOCKED_COUNTRIES: z.string().default(''),
  /** The header a proxy sets with the visitor's country (e.g. cf-ipcountry); unset: none. */
  COUNTRY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]*$/)
    .default(''),
  /**
   * The proxies in front of the api whose `X-Forwarded-For` is believed (comma-separated
   * addresses or CIDR ranges, e.g. `127.0.0.1` for a local nginx). Unset: none, and a player's
   * address is the connection's. Behind a proxy it must be set, or every player shares the
   * proxy's address in the login rate limits.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9a-fA-F.:/, ]*$/, 'TRUST_PROXY must be addresses or CIDR ranges, comma-separated')
    .default(''),
  /** Origins allowed to call the api from a browser (comma-separated). */
  WEB_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** `json` or `pretty` (readable lines); unset: pretty when standard output is a terminal. */
  LOG_FORMAT: z.enum(logFormats).optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(60),
  /**
   * Wrong passwords one address may send in an hour, whatever accounts they name, before its
   * password logins pause (each account also takes at most 100 an hour).
   */
  LOGIN_FAILURES_PER_HOUR_PER_ADDRESS: z.coerce.number().int().min(1).max(100000).default(100),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 30),
  /** Address players' browsers reach the api (and the player app) at. */
  PUBLIC_URL: z.string().url().optional(),
  /** Address players' browsers reach the game provider at. */
  GAMES_PUBLIC_URL: z.string().url().optional(),
  /**
   * Shared secret of the wallet API: the game provider signs every call with it. The default is
   * for development (anyone who reads this repository knows it): refused when NODE_ENV=production.
   */
  WALLET_SECRET: z.string().min(16).default(developmentSecrets.WALLET_SECRET),
  /** Where the api reaches the game provider's server (its published catalogue). */
  GAMES_URL: z.string().url().optional(),
  /** Where the api reaches the payment provider's API. */
  PSP_URL: z.string().url().optional(),
  /**
   * Shared secret of the payment protocol: requests to the provider and its webhooks are signed.
   * Refused when NODE_ENV=production with the development default, as WALLET_SECRET is.
   */
  PSP_SECRET: z.string().min(16).default(developmentSecrets.PSP_SECRET),
  /** Per attempt; creating a charge is tried twice (it is idempotent by order id). */
  PSP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /**
   * A request must have arrived whole (headers and body) within this; a client sending its body
   * slowly or not at all is answered 408 and its connection closed, rather than held for ever.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
  /** The api's address as the payment provider reaches it, for webhooks. */
  WEBHOOK_BASE_URL: z.string().url().optional(),
  /** Wallet calls sent to the database in one round trip at most (group commit). */
  WALLET_BATCH_SIZE_MAX: z.coerce.number().int().min(1).max(1000).default(64),
  /**
   * Wallet round trips in flight at once on PostgreSQL, per api process (PGlite always uses one).
   * One makes each batch as full as the calls arriving while the last one commits, and the
   * database's CPU per round is mostly per batch: on two cores one in flight per process carried
   * as many rounds as two, at about 30 % less database CPU per round, a lower p99, and a second
   * api process no longer halved the batches (`npm run bench -- wallet`). Raise it where the
   * database has cores to spare.
   */
  WALLET_BATCHES_IN_FLIGHT: z.coerce.number().int().min(1).max(64).default(1),
  GAME_SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(120),
  /**
   * How long a checked access token is trusted before the database is asked again. A logout takes
   * effect at once on the instance that served it, and on other instances within this time.
   */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * Longest the api keeps a player's account answer in memory. It is forgotten at once when the
   * database says anything it shows changed (migration 0006); this bound only limits the harm of
   * a change nobody announced. 0 answers every call from the database.
   */
  ACCOUNT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** Where the built player app lives; the api serves it on its own origin. */
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  /** Where the built operator console lives; the api serves it under /console/. */
  OPS_DIST_DIR: z.string().default('apps/ops/dist'),
  /**
   * A market's compliance profile (PRODUCT.md §3.10) when it is not the market's default:
   * `COMPLIANCE_PROFILE_BR=br-regulated` runs Brazil under Law 14.790/2023. One variable per
   * market (`COMPLIANCE_PROFILE_PH`, …); unset keeps the market's default.
   */
  ...(Object.fromEntries(
    marketCodes.map((code) => [
      `COMPLIANCE_PROFILE_${code}`,
      z.enum(complianceProfileIds).optional(),
    ]),
  ) as Record<
    `COMPLIANCE_PROFILE_${MarketCode}`,
    z.ZodOptional<z.ZodEnum<{ [Id in (typeof complianceProfileIds)[number]]: Id }>>
  >),
  /**
   * The Meta pixel a market's app reports sign-ins and paid deposits to, once the player consents
   * (PRODUCT.md §3.9): `TRACKING_META_PIXEL_BR=123456789012345`. Unset (the default): the market
   * reports to no one, and its app loads no tracker and shows no consent banner.
   */
  ...(Object.fromEntries(
    marketCodes.map((code) => [
      `TRACKING_META_PIXEL_${code}`,
      z
        .string()
        .regex(trackingProviderSpecs['meta-pixel'].idPattern, 'a Meta pixel id is 6 to 20 digits')
        .optional(),
    ]),
  ) as Record<`TRACKING_META_PIXEL_${MarketCode}`, z.ZodOptional<z.ZodString>>),
  /**
   * The operator's identity, shown in every footer (PRODUCT.md §3.10). The defaults are example
   * values: the api refuses to start with them when NODE_ENV=production.
   */
  OPERATOR_COMPANY: z.string().min(1).default(exampleOperatorIdentity.company),
  OPERATOR_REGISTRATION: z.string().min(1).default(exampleOperatorIdentity.registration),
  OPERATOR_LICENCE: z.string().min(1).default(exampleOperatorIdentity.licence),
  OPERATOR_SUPPORT_EMAIL: z.string().min(1).default(exampleOperatorIdentity.supportEmail),
  OPERATOR_OMBUDSMAN: z.string().min(1).default(exampleOperatorIdentity.ombudsmanContact),
  /**
   * The external chat of a market's support (`SUPPORT_CHAT_URL_BR`, …), answered by
   * `/user/web/customer/forward`; the service screen offers a chat button only where one is set.
   * Unset: none, and players write through the contact form.
   */
  ...(Object.fromEntries(
    marketCodes.map((code) => [
      `SUPPORT_CHAT_URL_${code}`,
      z
        .string()
        .url()
        .regex(/^https:\/\//, 'must be an https:// address')
        .optional(),
    ]),
  ) as Record<`SUPPORT_CHAT_URL_${MarketCode}`, z.ZodOptional<z.ZodString>>),
  /** Milliseconds between two passes of the payout sender over approved withdrawals not yet sent. */
  PAYOUT_SEND_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
});

export type Config = z.infer<typeof configSchema> & {
  webOrigins: string[];
  publicUrl: string;
  gamesPublicUrl: string;
  gamesUrl: string;
  pspUrl: string;
  webhookBaseUrl: string;
  marketHosts: ReadonlyMap<string, MarketCode>;
  clientOverridesAllowed: boolean;
  /** Fastify's `trustProxy`: the proxies' addresses, or false when TRUST_PROXY names none. */
  trustProxy: string[] | false;
  /**
   * Whether queries go through a transaction pooler (DATABASE_LISTEN_URL set apart from
   * DATABASE_URL): then no statement is prepared by name, since the next call may land on another
   * server connection.
   */
  behindTransactionPooler: boolean;
  /**
   * Whether every answer is held to its declared schema (`registerAnswerCheck`): always outside
   * production, so development and tests catch a handler answering a shape its contract does not
   * describe; never in production, where it would cost every answer and catch nothing new.
   */
  checkAnswers: boolean;
  regionBlock: {
    blockedLanguages: string[];
    blockedCountries: string[];
    countryHeader: string | null;
  };
  /** The compliance profile each market runs under: staff's saved settings, else the start-up one. */
  complianceProfileOf: (market: MarketCode) => ComplianceProfile;
  /** The profile chosen at start-up (COMPLIANCE_PROFILE_<market>, else the market table's). */
  startUpProfileOf: (market: MarketCode) => ComplianceProfile;
  /** The market's external support chat, or null where none is configured. */
  supportChatUrlOf: (market: MarketCode) => string | null;
  /** The advertising providers a market's app may load once the player consents; often none. */
  trackingOf: (market: MarketCode) => TrackingProviderConfig[];
  /** The origins every configured provider needs in the Content-Security-Policy. */
  trackingOrigins: { scripts: string[]; reports: string[] };
  operator: {
    company: string;
    registration: string;
    licence: string;
    supportEmail: string;
    ombudsmanContact: string;
  };
};

const operatorSettings = {
  OPERATOR_COMPANY: exampleOperatorIdentity.company,
  OPERATOR_REGISTRATION: exampleOperatorIdentity.registration,
  OPERATOR_LICENCE: exampleOperatorIdentity.licence,
  OPERATOR_SUPPORT_EMAIL: exampleOperatorIdentity.supportEmail,
  OPERATOR_OMBUDSMAN: exampleOperatorIdentity.ombudsmanContact,
} as const;

/** A comma-separated setting as its items. */
function listOf(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * Reads the environment once at start-up and refuses to start with a readable list of what is
 * wrong, rather than failing later in a request.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config = readEnvironment(configSchema, env);
  // A licensed operator must never go live under the placeholder identity: players and the
  // regulator read it in every footer.
  if (config.NODE_ENV === 'production') {
    const examples = Object.entries(operatorSettings)
      .filter(([name, example]) => config[name as keyof typeof operatorSettings] === example)
      .map(([name]) => `  ${name}: still the example value; set the operator's own`);
    // A published secret would let anyone sign wallet calls or payment webhooks.
    const published = Object.entries(developmentSecrets)
      .filter(([name, secret]) => config[name as keyof typeof developmentSecrets] === secret)
      .map(([name]) => `  ${name}: still the development secret; set a secret of your own`);
    const problems = [...examples, ...published];
    if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  // A replica without a primary would mean the embedded database answering money and a
  // PostgreSQL server answering its history: two databases that never agree.
  if (config.DATABASE_REPLICA_URL !== undefined && config.DATABASE_URL === undefined) {
    throw new Error(
      'Invalid environment:\n  DATABASE_REPLICA_URL: set without DATABASE_URL; a replica needs the PostgreSQL primary it copies',
    );
  }
  const trackingOf = (market: MarketCode): TrackingProviderConfig[] => {
    const pixelId = config[`TRACKING_META_PIXEL_${market}`];
    return pixelId ? [{ kind: 'meta-pixel', id: pixelId }] : [];
  };
  const startUpProfileOf = (market: MarketCode): ComplianceProfile => {
    const chosen = config[`COMPLIANCE_PROFILE_${market}`];
    return chosen ? getComplianceProfile(chosen) : markets[market].complianceProfile;
  };
  const defaultOrigin = `http://localhost:${config.PORT}`;
  const webOrigins = config.WEB_ORIGINS
    ? config.WEB_ORIGINS.split(',').map((origin) => origin.trim())
    : [defaultOrigin, `http://127.0.0.1:${config.PORT}`];
  return {
    ...config,
    webOrigins,
    publicUrl: config.PUBLIC_URL ?? defaultOrigin,
    gamesPublicUrl: config.GAMES_PUBLIC_URL ?? `http://localhost:${config.GAMES_PORT}`,
    gamesUrl: config.GAMES_URL ?? `http://127.0.0.1:${config.GAMES_PORT}`,
    pspUrl: config.PSP_URL ?? `http://127.0.0.1:${config.PSP_PORT}`,
    webhookBaseUrl: config.WEBHOOK_BASE_URL ?? `http://127.0.0.1:${config.PORT}`,
    marketHosts: new Map(
      config.MARKET_HOSTS.split(',')
        .map((pair) => pair.trim())
        .filter((pair) => pair !== '')
        .map((pair) => {
          const [host = '', market = ''] = pair.split('=');
          return [host, market as MarketCode] as const;
        }),
    ),
    clientOverridesAllowed:
      (config.CLIENT_OVERRIDES ?? (config.NODE_ENV === 'production' ? 'ignore' : 'allow')) ===
      'allow',
    checkAnswers: config.NODE_ENV !== 'production',
    trustProxy: listOf(config.TRUST_PROXY).length > 0 ? listOf(config.TRUST_PROXY) : false,
    behindTransactionPooler:
      config.DATABASE_LISTEN_URL !== undefined &&
      config.DATABASE_LISTEN_URL !== config.DATABASE_URL,
    regionBlock: {
      blockedLanguages: listOf(config.BLOCKED_LANGUAGES).map((tag) => tag.toLowerCase()),
      blockedCountries: listOf(config.BLOCKED_COUNTRIES).map((code) => code.toUpperCase()),
      countryHeader: config.COUNTRY_HEADER === '' ? null : config.COUNTRY_HEADER,
    },
    operator: {
      company: config.OPERATOR_COMPANY,
      registration: config.OPERATOR_REGISTRATION,
      licence: config.OPERATOR_LICENCE,
      supportEmail: config.OPERATOR_SUPPORT_EMAIL,
      ombudsmanContact: config.OPERATOR_OMBUDSMAN,
    },
    // Staff's saved settings decide; before any, the start-up choice.
    complianceProfileOf: (market) => {
      const inForce = getMarket(market);
      return inForce.settingsVersion !== undefined
        ? inForce.complianceProfile
        : startUpProfileOf(market);
    },
    startUpProfileOf,
    supportChatUrlOf: (market) => config[`SUPPORT_CHAT_URL_${market}`] ?? null,
    trackingOf,
    trackingOrigins: trackingOriginsOf(marketCodes.flatMap(trackingOf)),
  };
}
