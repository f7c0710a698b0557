import type { CallBody, CallData, setDepositLimit as setDepositLimitCall } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

/** A lower limit applies at once; a higher one, or none, after the cooling-off. */
export function setDepositLimit(
  body: CallBody<typeof setDepositLimitCall>,
): Promise<CallData<typeof setDepositLimitCall>> {
  return callApi<CallData<typeof setDepositLimitCall>>('/v1/bus/setDepositLimit', body);
}
