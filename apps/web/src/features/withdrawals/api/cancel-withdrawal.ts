import type {
  CallBody,
  CallData,
  cancelWithdrawal as cancelWithdrawalCall,
} from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

/** Cancels a withdrawal still requested or in review; the whole amount comes back at once. */
export function cancelWithdrawal(
  body: CallBody<typeof cancelWithdrawalCall>,
): Promise<CallData<typeof cancelWithdrawalCall>> {
  return callApi<CallData<typeof cancelWithdrawalCall>>('/v1/bus/cancelWithdrawal', body);
}
