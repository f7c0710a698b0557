import { useMutation } from '@tanstack/react-query';
import type { opsTotpConfirm } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { getSession, setSession } from '../../../lib/session';

/** Confirms the enrolment with a current code: the session has then passed its second factor. */
export async function confirmTotp(code: string) {
  await opsCall<typeof opsTotpConfirm>('/ops/totp/confirm', { code });
  const session = getSession();
  if (session) setSession({ ...session, secondFactorPassed: true });
}

export function useConfirmTotp() {
  return useMutation({ mutationFn: confirmTotp });
}
