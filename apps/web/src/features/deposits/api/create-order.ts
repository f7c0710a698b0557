import type { CallData, createChargeOrder } from '@sorte/contracts';
import { playerWrite } from '../../../lib/player-call';

export type CreatedDeposit = CallData<typeof createChargeOrder>;

/** Starts a deposit; the balance moves only when the provider confirms the payment. */
export const createDepositOrder = playerWrite<typeof createChargeOrder>('/charge/create/order');
