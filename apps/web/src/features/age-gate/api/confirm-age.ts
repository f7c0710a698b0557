import type { CallData, confirmAge as confirmAgeCall } from '@sorte/contracts';
import { playerWrite } from '../../../lib/player-call';

export type ConfirmedAge = CallData<typeof confirmAgeCall>;

/** Records the 18+ setup; deposits and games are refused until it is done. */
export const confirmAge = playerWrite<typeof confirmAgeCall>('/user/confirmAge');
