import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { developmentSecrets } from '@sorte/contracts/signing';
import { logFormats, logLevels, readEnvironment } from '@sorte/service-http';

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

const configSchema = z.object({
  /** The casino api's port: the default wallet address and the default casino origins use it. */
  PORT: port(8080),
  GAMES_PORT: port(8081),
  HOST: z.string().default('0.0.0.0'),
  /** Where the casino's wallet API lives. */
  API_URL: z.url().optional(),
  /** Shared secret of the wallet API; every call is signed with it. */
  WALLET_SECRET: z.string().min(16).default(developmentSecrets.WALLET_SECRET),
  /** Folder of the embedded database (PGlite); ignored when DATABASE_URL is set. */
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(5),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** `json` or `pretty` (readable lines); unset: pretty when standard output is a terminal. */
  LOG_FORMAT: z.enum(logFormats).optional(),
  /** Origins allowed to frame the games (comma-separated); they are also the only exit targets. */
  CASINO_ORIGINS: z
    .string()
    .default('')
    .refine(
      (value) => value === '' || value.split(',').every((origin) => URL.canParse(origin.trim())),
      'CASINO_ORIGINS must be comma-separated origins like https://casino.example',
    ),
  /** The casino's public address, when it is not localhost:PORT; its origin may frame the games. */
  PUBLIC_URL: z.url().optional(),
  /** Where the built game pages are (vite build output); apps/games/dist by default. */
  UI_DIST_DIR: z.string().optional(),
  WALLET_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  WALLET_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(5),
  SETTLEMENT_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  NODE_ENV: z.string().optional(),
});

export type Config = z.infer<typeof configSchema> & {
  apiUrl: string;
  casinoOrigins: string[];
  uiDistDir: string;
  /** Every answer held to its declared schema (`registerAnswerCheck`): everywhere but production. */
  checkAnswers: boolean;
};

const defaultUiDistDir = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * Reads the environment once at start-up and refuses to start with a readable list of what is
 * wrong, rather than failing later in a request.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config = readEnvironment(configSchema, env);
  const casinoOrigins = config.CASINO_ORIGINS
    ? config.CASINO_ORIGINS.split(',').map((origin) => new URL(origin.trim()).origin)
    : [
        `http://localhost:${config.PORT}`,
        `http://127.0.0.1:${config.PORT}`,
        ...(config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : []),
      ];
  return {
    ...config,
    apiUrl: config.API_URL ?? `http://127.0.0.1:${config.PORT}`,
    casinoOrigins: [...new Set(casinoOrigins)],
    uiDistDir: config.UI_DIST_DIR ?? defaultUiDistDir,
    checkAnswers: config.NODE_ENV !== 'production',
  };
}
