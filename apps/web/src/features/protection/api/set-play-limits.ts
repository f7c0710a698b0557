import type { CallBody, CallData, setPlayLimits as setPlayLimitsCall } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

/** A lower limit applies at once, to games already open too; a higher one, or none, later. */
export function setPlayLimits(
  body: CallBody<typeof setPlayLimitsCall>,
): Promise<CallData<typeof setPlayLimitsCall>> {
  return callApi<CallData<typeof setPlayLimitsCall>>('/v1/bus/setPlayLimits', body);
}
