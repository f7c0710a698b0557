import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { playableGames } from '../catalogue/playable-games';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/open-database';
import type { CatalogueAnswer } from '../page-api/answers';
import { openOnMigratedPglite } from '@sorte/service-db/test-support';

let database: DatabaseHandle;
let builtDir: string;

beforeAll(async () => {
  database = await openOnMigratedPglite('games', openDatabase);
  builtDir = await mkdtemp(path.join(tmpdir(), 'games-dist-'));
  await mkdir(path.join(builtDir, 'assets'));
  // Every page the server expects, each titled by its file, as a build would leave them.
  for (const file of [...playableGames.map((game) => game.pageFile), 'coming-soon.html']) {
    await writeFile(path.join(builtDir, file), `<!doctype html><title>${file}</title>`);
  }
}, 60_000);

afterAll(async () => {
  await database?.close();
  await rm(builtDir, { recursive: true, force: true });
});

describe('Teen Patti on the games service', () => {
  it('serves its own page at /play/66136, framable by the casino origins only', async () => {
    const app = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        UI_DIST_DIR: builtDir,
        CASINO_ORIGINS: 'https://casino.example,https://www.casino.example',
      }),
      database,
    });
    const page = await app.inject({ method: 'GET', url: '/play/66136?token=t&lang=es' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>teen-patti.html</title>');
    const policy = String(page.headers['content-security-policy']).split('; ');
    expect(policy).toContain('frame-ancestors https://casino.example https://www.casino.example');
    expect(policy.filter((directive) => directive.startsWith('frame-ancestors'))).toHaveLength(1);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toContain('no-store');
    await app.close();
  });

  it('lists it in the public catalogue as a table game with its exact figures', async () => {
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database });
    const response = await app.inject({ method: 'GET', url: '/api/catalogue' });
    const { games } = response.json<CatalogueAnswer>();
    expect(games.find((game) => game.gameId === 66136)).toEqual({
      gameId: 66136,
      title: 'Teen Patti',
      kind: 'table',
      rtpPercent: '96.5907',
      hitFrequencyPercent: '44.9738',
      netWinFrequencyPercent: '44.9081',
      maxWinTimesBet: '5.5',
      volatility: 'low',
    });
    await app.close();
  });
});
