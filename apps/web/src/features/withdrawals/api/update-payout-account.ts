import type { updatePayoutAccount as updatePayoutAccountCall } from '@sorte/contracts';
import { playerWrite } from '../../../lib/player-call';

/** Changes an account (a wrong key, say); withdrawals already sent keep where they went. */
export const updatePayoutAccount = playerWrite<typeof updatePayoutAccountCall>(
  '/v1/bus/updatePayoutAccount',
);
