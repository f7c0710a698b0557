import type {
  CallBody,
  CallData,
  addSupportMessage as addSupportMessageCall,
} from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

/** The player writes again in one of their requests; it waits for support again. */
export function addSupportMessage(
  body: CallBody<typeof addSupportMessageCall>,
): Promise<CallData<typeof addSupportMessageCall>> {
  return callApi<CallData<typeof addSupportMessageCall>>('/v1/bus/addSupportMessage', body);
}
