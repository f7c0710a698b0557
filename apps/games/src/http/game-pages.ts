import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { immutableCacheControl, pickEncoding, readBuiltFile } from '@sorte/service-http';
import type { EncodedFile } from '@sorte/service-http';
import { findPlayableGame, isComingSoon, playableGames } from '../catalogue/playable-games';
import { gamePageHeaders } from './security-headers';

export interface GamePagesOptions {
  /** The vite build output: one HTML file per page and their assets. */
  distDir: string;
  casinoOrigins: readonly string[];
}

const comingSoonFile = 'coming-soon.html';
/** Every page in distDir: one per game the provider plays, and the coming-soon page. */
const pageFiles = [...playableGames.map((game) => game.pageFile), comingSoonFile];

export const buildHint = 'npm run build -w @sorte/games';

/** Whether the game pages have been built into distDir. */
export function arePagesBuilt(distDir: string): boolean {
  return pageFiles.every((file) => existsSync(path.join(distDir, file)));
}

/**
 * Serves /play/:gameId, the page the casino opens in its frame, and the pages' hashed assets. The
 * HTML and the brotli and gzip copies the build wrote beside it are read once at start; each
 * request gets the copy its `Accept-Encoding` takes (`Vary: Accept-Encoding`), assets the same
 * way from disk. Without a build every page answers 503 with the command to run.
 */
export async function registerGamePages(
  app: FastifyInstance,
  options: GamePagesOptions,
): Promise<void> {
  const headers = gamePageHeaders(options.casinoOrigins);
  const built = arePagesBuilt(options.distDir);
  const pages = new Map<string, EncodedFile>();
  if (built) {
    for (const file of pageFiles) pages.set(file, readBuiltFile(path.join(options.distDir, file)));
    await app.register(fastifyStatic, {
      root: path.resolve(options.distDir, 'assets'),
      prefix: '/assets/',
      preCompressed: true,
      // Asset names carry their content hash, so a browser may keep them for good.
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', immutableCacheControl),
      decorateReply: false,
    });
  } else {
    app.log.error(`game pages are not built in ${options.distDir}: run \`${buildHint}\``);
  }

  app.get<{ Params: { gameId: string } }>('/play/:gameId', async (request, reply) => {
    reply.headers(headers).type('text/html; charset=utf-8');
    const gameId = Number(request.params.gameId);
    const file =
      findPlayableGame(gameId)?.pageFile ?? (isComingSoon(gameId) ? comingSoonFile : undefined);
    if (file === undefined) return reply.status(404).send(plainPage('Game not found.'));
    const page = pages.get(file);
    if (page === undefined) {
      return reply
        .status(503)
        .send(plainPage(`The game pages are not built yet. Run: ${buildHint}`));
    }
    return reply.send(pickEncoding(request, reply, page));
  });
}

function plainPage(message: string): string {
  return `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Sorte games</title><p>${message}</p>`;
}
