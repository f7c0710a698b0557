import type { addSupportMessage as addSupportMessageCall } from '@sorte/contracts';
import { playerWrite } from '../../../lib/player-call';

/** The player writes again in one of their requests; it waits for support again. */
export const addSupportMessage = playerWrite<typeof addSupportMessageCall>(
  '/v1/bus/addSupportMessage',
);
