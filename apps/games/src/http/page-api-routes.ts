import type { FastifyInstance } from 'fastify';
import {
  clientSeedBody,
  decideBody,
  historyBody,
  rotateSeedsBody,
  sessionBody,
  spinBody,
  verifyBody,
} from '../page-api/bodies';
import { PageError } from '../page-api/page-error';
import { decideRound } from '../rounds/decide-round';
import { playSpin } from '../rounds/play-spin';
import { readHistory } from '../rounds/read-history';
import { rotateSeeds } from '../seeds/rotate-seeds';
import { setClientSeed } from '../seeds/set-client-seed';
import type { ServiceDeps } from '../service-deps';
import { findSession } from '../sessions/find-session';
import { hashToken } from '../sessions/hash-token';
import { openSession } from '../sessions/open-session';
import { verifyOutcome } from '../verify/verify-outcome';
import { parseBody } from './parse-body';

const pageApiBodyLimitBytes = 4 * 1024;

/** The JSON API the game page calls on its own origin. */
export function registerPageApiRoutes(
  app: FastifyInstance,
  deps: ServiceDeps & { casinoOrigins: readonly string[] },
): void {
  const options = { bodyLimit: pageApiBodyLimitBytes };
  // One spin or decision at a time per game session: a double tap must not start two rounds.
  const spinsInFlight = new Set<string>();
  const oneAtATime = async <Answer>(token: string, run: () => Promise<Answer>) => {
    const key = hashToken(token);
    if (spinsInFlight.has(key)) {
      throw new PageError('spin_in_progress', 409, 'the previous spin has not finished');
    }
    spinsInFlight.add(key);
    try {
      return await run();
    } finally {
      spinsInFlight.delete(key);
    }
  };

  app.addHook('onSend', async (request, reply) => {
    // Page answers are one player's; a route that is public says so itself (the catalogue).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  app.post('/api/session', options, async (request) =>
    openSession(deps, parseBody(sessionBody, request.body)),
  );

  app.post('/api/spin', options, async (request) => {
    const body = parseBody(spinBody, request.body);
    return oneAtATime(body.token, () => playSpin(deps, body));
  });

  app.post('/api/decide', options, async (request) => {
    const body = parseBody(decideBody, request.body);
    return oneAtATime(body.token, () => decideRound(deps, body));
  });

  app.post('/api/history', options, async (request) => {
    const { token, ...query } = parseBody(historyBody, request.body);
    return readHistory(deps.db, await findSession(deps.db, token), query);
  });

  app.post('/api/seeds/client', options, async (request) => {
    const body = parseBody(clientSeedBody, request.body);
    const session = await findSession(deps.db, body.token);
    return { seeds: await setClientSeed(deps.db, session.playerRef, body.clientSeed) };
  });

  app.post('/api/seeds/rotate', options, async (request) => {
    const body = parseBody(rotateSeedsBody, request.body);
    const session = await findSession(deps.db, body.token);
    return rotateSeeds(deps.db, session.playerRef, body.clientSeed);
  });

  app.post('/api/verify', options, async (request) =>
    verifyOutcome(parseBody(verifyBody, request.body)),
  );
}
