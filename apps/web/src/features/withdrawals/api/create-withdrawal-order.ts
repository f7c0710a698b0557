import type {
  CallData,
  createWithdrawalOrder as createWithdrawalOrderCall,
} from '@sorte/contracts';
import { playerWrite } from '../../../lib/player-call';

export type CreatedWithdrawal = CallData<typeof createWithdrawalOrderCall>;

/** Asks for the withdrawal with the fee and tax the player confirmed; the amount is held at once. */
export const createWithdrawalOrder =
  playerWrite<typeof createWithdrawalOrderCall>('/withdraw/create/order');
