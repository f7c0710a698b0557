import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, luckyBag, openLuckyBag as openLuckyBagCall } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type LuckyBag = CallData<typeof luckyBag>;
export type OpenedLuckyBag = CallData<typeof openLuckyBagCall>;

/** Whether the bag is offered and still closed, asked in the background at start-up. */
export function fetchLuckyBag(): Promise<LuckyBag> {
  return callApi<LuckyBag>('/v1/bus/luckyBag', { notSpinning: true });
}

/** Opens the bag: the server draws the prize and credits it once; the balance is read again. */
export function useOpenLuckyBag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi<OpenedLuckyBag>('/v1/bus/luckyBagOpen', {}),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['account-info'] }),
  });
}
