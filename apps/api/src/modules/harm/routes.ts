import type { FastifyInstance } from 'fastify';
import {
  careMessages,
  opsHarmInteract,
  opsHarmQueue,
  opsHarmScore,
  readCareMessage,
} from '@sorte/contracts';
import type { Database } from '../../db/database';
import { registerOpsCall } from '../../http/ops-route';
import type { OpsRouteDeps } from '../../http/ops-route';
import { registerPlayerCall } from '../../http/player-route';
import type { PlayerRouteDeps } from '../../http/player-route';
import { listCareMessages, markCareMessageRead } from './care-messages';
import { readHarmQueue } from './harm-queue';
import { recordInteraction } from './record-interaction';
import { scorePlayers } from './score-players';

/** Markers of harm: the staff queue, their interactions, and the messages the player reads. */
export function registerHarmRoutes(
  app: FastifyInstance,
  deps: PlayerRouteDeps & OpsRouteDeps & { db: Database; clock: () => Date },
): void {
  const { db, clock } = deps;
  registerOpsCall(app, deps, opsHarmQueue, async () => ({
    list: await readHarmQueue(db, clock()),
  }));
  registerOpsCall(app, deps, opsHarmScore, () => scorePlayers(db, clock()));
  registerOpsCall(app, deps, opsHarmInteract, ({ body, staff }) =>
    recordInteraction(db, { ...body, staffId: staff.staffId, now: clock() }),
  );
  registerPlayerCall(app, deps, careMessages, async ({ player }) => ({
    list: await listCareMessages(db, player.playerId),
  }));
  registerPlayerCall(app, deps, readCareMessage, async ({ body, player }) => ({
    message: await markCareMessageRead(db, { playerId: player.playerId, id: body.id }),
  }));
}
