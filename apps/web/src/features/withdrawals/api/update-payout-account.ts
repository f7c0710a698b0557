import type {
  CallBody,
  CallData,
  updatePayoutAccount as updatePayoutAccountCall,
} from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

/** Changes an account (a wrong key, say); withdrawals already sent keep where they went. */
export function updatePayoutAccount(
  body: CallBody<typeof updatePayoutAccountCall>,
): Promise<CallData<typeof updatePayoutAccountCall>> {
  return callApi<CallData<typeof updatePayoutAccountCall>>('/v1/bus/updatePayoutAccount', body);
}
