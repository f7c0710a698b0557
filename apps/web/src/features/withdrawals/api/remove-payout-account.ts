import type { removePayoutAccount as removePayoutAccountCall } from '@sorte/contracts';
import { playerWrite } from '../../../lib/player-call';

/** Takes an account off the player's list. */
export const removePayoutAccount = playerWrite<typeof removePayoutAccountCall>(
  '/v1/bus/removePayoutAccount',
);
