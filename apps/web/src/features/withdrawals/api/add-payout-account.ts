import type {
  CallBody,
  CallData,
  addPayoutAccount as addPayoutAccountCall,
} from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

/** Adds an account the form has already checked; the server checks it again by the same rule. */
export function addPayoutAccount(
  body: CallBody<typeof addPayoutAccountCall>,
): Promise<CallData<typeof addPayoutAccountCall>> {
  return callApi<CallData<typeof addPayoutAccountCall>>('/v1/bus/addPayoutAccount', body);
}
