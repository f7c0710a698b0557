import { useQuery } from '@tanstack/react-query';
import type { CallData, customerForward } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

/**
 * The market's external chat (`/user/web/customer/forward`), or null where the operator has
 * configured none: then the screen offers no chat button at all.
 */
export function useSupportChat(token: string | null) {
  return useQuery({
    queryKey: ['support-chat', token],
    queryFn: async () =>
      (
        await callApi<CallData<typeof customerForward>>('/user/web/customer/forward', {
          notSpinning: true,
        })
      ).chatUrl,
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
}
