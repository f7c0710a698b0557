import type { CallBody, CallData, selfExclude as selfExcludeCall } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

/** Self-exclusion for one of the market's periods; it cannot be lifted early. */
export function selfExclude(days: number): Promise<CallData<typeof selfExcludeCall>> {
  const body: CallBody<typeof selfExcludeCall> = { days };
  return callApi<CallData<typeof selfExcludeCall>>('/v1/bus/selfExclude', body);
}
