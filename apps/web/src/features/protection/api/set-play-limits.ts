import type { setPlayLimits as setPlayLimitsCall } from '@sorte/contracts';
import { playerWrite } from '../../../lib/player-call';

/** A lower limit applies at once, to games already open too; a higher one, or none, later. */
export const setPlayLimits = playerWrite<typeof setPlayLimitsCall>('/v1/bus/setPlayLimits');
