import { z } from 'zod';
import { developmentSecrets } from '@sorte/contracts/signing';
import { logFormats, logLevels, readEnvironment } from '@sorte/service-http';

/** Development only: anyone who reads this repository knows it. Set PSP_SECRET in production. */
export const developmentPspSecret = developmentSecrets.PSP_SECRET;

/** A random-key PIX key (UUID) for the sandbox merchant, fixed so codes stay the same across restarts. */
export const developmentPixKey = 'cbd60d18-5c5b-4414-96c7-4b1c699e3eb3';

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);
const delayMs = (fallback: number) =>
  z.coerce.number().int().min(0).max(3_600_000).default(fallback);

const configSchema = z.object({
  PSP_PORT: port(8082),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** `json` or `pretty` (readable lines); unset: pretty when standard output is a terminal. */
  LOG_FORMAT: z.enum(logFormats).optional(),
  /** Shared with the casino: signs requests to the provider and the provider's webhooks. */
  PSP_SECRET: z.string().min(16).default(developmentPspSecret),
  /** The provider's public address, for the checkout links it hands out. */
  PSP_PUBLIC_URL: z
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'PSP_PUBLIC_URL must be http(s)')
    .optional(),
  /** Folder of the embedded database (PGlite); ignored when DATABASE_URL is set. */
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(5),
  /** From the player paying to charge.paid; a real PIX or SPEI settles in 1 to 5 minutes. */
  PSP_SETTLE_DELAY_MS: delayMs(2000),
  /** From a payout being accepted to its outcome. */
  PSP_PAYOUT_DELAY_MS: delayMs(3000),
  /** How long a charge can be paid. */
  PSP_CHARGE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(1800),
  PSP_PIX_KEY: z.string().trim().min(1).max(77).default(developmentPixKey),
  /** The payee's name everywhere; unset, the checkout's language names it (`@sorte/words/psp`). */
  PSP_MERCHANT_NAME: z.string().trim().min(1).max(100).optional(),
  PSP_MERCHANT_CITY: z.string().trim().min(1).max(100).default('SAO PAULO'),
  /** Enables /sandbox/* (pay, expire, force payout outcomes); a real provider has none. */
  PSP_SANDBOX: z.stringbool().default(true),
  NODE_ENV: z.string().optional(),
});

export type Config = z.infer<typeof configSchema> & {
  publicUrl: string;
  /** Every answer held to its declared schema (`registerAnswerCheck`): everywhere but production. */
  checkAnswers: boolean;
};

/**
 * Reads the environment once at start-up and refuses to start with a readable list of what is
 * wrong, rather than failing later in a request.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config = readEnvironment(configSchema, env);
  const publicUrl = (config.PSP_PUBLIC_URL ?? `http://localhost:${config.PSP_PORT}`).replace(
    /\/+$/,
    '',
  );
  return { ...config, publicUrl, checkAnswers: config.NODE_ENV !== 'production' };
}
