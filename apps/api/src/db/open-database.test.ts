import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from './open-database';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sorte-pglite-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

async function loginOnce(deviceId: string): Promise<{ userId: number; isRegister: number }> {
  const database = await openDatabase({ dataDir });
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    database,
    serveWebApp: false,
  });
  try {
    const response = await app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { loginType: 1, deviceId },
    });
    return response.json().data;
  } finally {
    await app.close();
    await database.close();
  }
}

describe('the embedded database', () => {
  // Creating a database on disk (initdb, every migration) takes seconds on a busy machine.
  it('keeps its data in DATA_DIR across a restart', { timeout: 120_000 }, async () => {
    const deviceId = 'restart-device-0000000000000001';
    const first = await loginOnce(deviceId);
    const afterRestart = await loginOnce(deviceId);
    expect(first.isRegister).toBe(1);
    expect(afterRestart).toMatchObject({ userId: first.userId, isRegister: 0 });
  });
});
