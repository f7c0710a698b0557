import type {
  CallBody,
  CallData,
  removePayoutAccount as removePayoutAccountCall,
} from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

/** Takes an account off the player's list. */
export function removePayoutAccount(
  body: CallBody<typeof removePayoutAccountCall>,
): Promise<CallData<typeof removePayoutAccountCall>> {
  return callApi<CallData<typeof removePayoutAccountCall>>('/v1/bus/removePayoutAccount', body);
}
