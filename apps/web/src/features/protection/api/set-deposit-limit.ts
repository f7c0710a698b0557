import type { setDepositLimit as setDepositLimitCall } from '@sorte/contracts';
import { playerWrite } from '../../../lib/player-call';

/** A lower limit applies at once; a higher one, or none, after the cooling-off. */
export const setDepositLimit = playerWrite<typeof setDepositLimitCall>('/v1/bus/setDepositLimit');
