import type { addPayoutAccount as addPayoutAccountCall } from '@sorte/contracts';
import { playerWrite } from '../../../lib/player-call';

/** Adds an account the form has already checked; the server checks it again by the same rule. */
export const addPayoutAccount = playerWrite<typeof addPayoutAccountCall>(
  '/v1/bus/addPayoutAccount',
);
