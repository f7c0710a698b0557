import { useMutation } from '@tanstack/react-query';
import type { CallBody, opsLogin } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';

/** Signs in; the session is kept in this tab, waiting for its second factor if none is enrolled. */
export async function login(body: CallBody<typeof opsLogin>) {
  const signedIn = await opsCall<typeof opsLogin>('/ops/login', body);
  setSession(signedIn);
  return signedIn;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
