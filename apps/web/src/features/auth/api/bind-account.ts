import type { bindAccount as bindAccountCall, CallBody, CallData } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type BoundCredentials = CallData<typeof bindAccountCall>;

/** Binds a password (and a phone, an e-mail) to the account, so it opens on any device. */
export function bindAccount(body: CallBody<typeof bindAccountCall>): Promise<BoundCredentials> {
  return callApi<BoundCredentials>('/v1/bus/bindAccount', body);
}
