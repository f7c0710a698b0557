import type { CallBody, CallData, updateCpf } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

/** Registers the player's own CPF, once (Brazil): own-CPF payouts are checked against it. */
export function registerCpf(body: CallBody<typeof updateCpf>): Promise<CallData<typeof updateCpf>> {
  return callApi<CallData<typeof updateCpf>>('/v1/bus/updateCpf', body);
}
