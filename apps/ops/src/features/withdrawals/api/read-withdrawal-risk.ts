import { useQuery } from '@tanstack/react-query';
import type { CallData, opsWithdrawalRisk } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { withdrawalsKey } from './list-withdrawals';

export type WithdrawalRisk = CallData<typeof opsWithdrawalRisk>;

/** The risk picture of a withdrawal's player, read when staff open it. */
export function useWithdrawalRisk(orderId: string) {
  return useQuery({
    queryKey: [...withdrawalsKey, 'risk', orderId],
    queryFn: () => opsCall<typeof opsWithdrawalRisk>('/ops/withdrawals/risk', { orderId }),
  });
}
