import type { updateCpf } from '@sorte/contracts';
import { playerWrite } from '../../../lib/player-call';

/** Registers the player's own CPF, once (Brazil): own-CPF payouts are checked against it. */
export const registerCpf = playerWrite<typeof updateCpf>('/v1/bus/updateCpf');
