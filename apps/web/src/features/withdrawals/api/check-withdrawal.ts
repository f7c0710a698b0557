import type { CallData, withdrawInfo2 } from '@sorte/contracts';
import { playerWrite } from '../../../lib/player-call';

export type WithdrawalCheck = CallData<typeof withdrawInfo2>;

/**
 * The server's quote for an amount to an account, and whether it would be accepted now; a refusal
 * comes back as data, in the player's words, so the screen shows it where the player is looking.
 */
export const checkWithdrawal = playerWrite<typeof withdrawInfo2>('/v1/bus/withdrawInfo2');
