import type { FastifyInstance } from 'fastify';
import {
  protectionStatus,
  selfExclude,
  setReminder as setReminderCall,
  takeBreak,
} from '@sorte/contracts';
import type { Database } from '../../db/database';
import { registerPlayerCall } from '../../http/player-route';
import type { PlayerRouteDeps } from '../../http/player-route';
import { excludePlayer } from './exclude-player';
import { readProtection } from './read-protection';
import { setReminder } from './set-reminder';

export function registerProtectionRoutes(
  app: FastifyInstance,
  deps: PlayerRouteDeps & { db: Database },
): void {
  registerPlayerCall(app, deps, protectionStatus, ({ player }) => readProtection(deps.db, player));
  registerPlayerCall(app, deps, takeBreak, ({ body, player }) =>
    excludePlayer(deps.db, { ...player, kind: 'break', days: body.days }),
  );
  registerPlayerCall(app, deps, setReminderCall, ({ body, player }) =>
    setReminder(deps.db, { ...player, minutes: body.minutes }),
  );
  registerPlayerCall(app, deps, selfExclude, ({ body, player }) =>
    excludePlayer(deps.db, { ...player, kind: 'self_exclusion', days: body.days }),
  );
}
