import type { cancelWithdrawal as cancelWithdrawalCall } from '@sorte/contracts';
import { playerWrite } from '../../../lib/player-call';

/** Cancels a withdrawal still requested or in review; the whole amount comes back at once. */
export const cancelWithdrawal = playerWrite<typeof cancelWithdrawalCall>(
  '/v1/bus/cancelWithdrawal',
);
