// The real sandbox payment provider, booted in-process on a free port: the casino's deposits are
// tested against the provider they will talk to, over HTTP, with its own database.
import type { FastifyInstance } from 'fastify';
import {
  buildApp as buildPspApp,
  loadConfig as loadPspConfig,
  openDatabase as openPspDatabase,
} from '../../psp/src/test-support';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from './free-port';
import { useTestApp } from './helper';
import type { TestContext } from './helper';
import { testPspSecret } from './payment-provider';

export interface SandboxPsp {
  url: string;
  /** Stops answering (connections refused) until resume: the provider is down. */
  pause: () => Promise<void>;
  resume: () => Promise<void>;
  close: () => Promise<void>;
}

export interface SandboxPspOptions {
  /** Run the provider's own loops: payments settle and webhooks go out as on a real server. */
  background?: boolean;
}

export async function startSandboxPsp(
  secret: string,
  options: SandboxPspOptions = {},
): Promise<SandboxPsp> {
  const database = await openPspDatabase({});
  const port = await freePort();
  const start = async (): Promise<FastifyInstance> => {
    const config = loadPspConfig({
      LOG_LEVEL: 'silent',
      PSP_SECRET: secret,
      PSP_PORT: String(port),
      PSP_PUBLIC_URL: `http://127.0.0.1:${port}`,
      PSP_SETTLE_DELAY_MS: '0',
    });
    const { app } = await buildPspApp({
      config,
      database,
      runInBackground: options.background ?? false,
    });
    await app.listen({ port, host: '127.0.0.1' });
    return app;
  };
  let app = await start();
  return {
    url: `http://127.0.0.1:${port}`,
    pause: async () => {
      await app.close();
    },
    resume: async () => {
      app = await start();
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The casino app wired to the sandbox provider: the provider starts first, so its address is in the
 * api's environment when the app is built, and stops after the file's tests.
 */
export function useTestAppWithSandboxPsp(
  options: SandboxPspOptions & { env?: Record<string, string> } = {},
): { context: TestContext; psp: SandboxPsp } {
  const env: Record<string, string> = { ...options.env, PSP_SECRET: testPspSecret };
  let started: SandboxPsp | undefined;
  const running = (): SandboxPsp => {
    if (!started) throw new Error('the sandbox provider has not started yet');
    return started;
  };
  beforeAll(async () => {
    started = await startSandboxPsp(testPspSecret, options);
    // Read again: a test file may fill its env in an earlier beforeAll (a webhook address).
    Object.assign(env, options.env, { PSP_URL: started.url });
  });
  afterAll(async () => {
    await started?.close();
  });
  const psp: SandboxPsp = {
    get url() {
      return running().url;
    },
    pause: () => running().pause(),
    resume: () => running().resume(),
    close: () => running().close(),
  };
  return { context: useTestApp(env), psp };
}
