import { useQuery } from '@tanstack/react-query';
import type { CallData, opsPlayerDeposits } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { playerKey } from './read-player';

export type PlayerDeposit = CallData<typeof opsPlayerDeposits>['list'][number];

/** The call pages by size only (no cursor): its largest page, the latest 50 deposits. */
export const playerDepositsShownMax = 50;

/** The player's latest deposits, newest first, each with its state. */
export function usePlayerDeposits(playerId: string) {
  return useQuery({
    queryKey: [...playerKey(playerId), 'deposits'],
    queryFn: async () =>
      (
        await opsCall<typeof opsPlayerDeposits>('/ops/players/deposits', {
          playerId,
          pageSize: playerDepositsShownMax,
        })
      ).list,
  });
}
