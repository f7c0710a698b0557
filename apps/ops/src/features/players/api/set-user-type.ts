import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsSetUserType, userTypeLetters } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { playerKey } from './read-player';
import { playersKey } from './search-players';

export type UserTypeLetter = (typeof userTypeLetters)[number];

/** The seed's user types, A to F (`userTypeLetters` in the contract, which is zod: a type here). */
export const userTypeOptions: readonly UserTypeLetter[] = ['A', 'B', 'C', 'D', 'E', 'F'];

/** Sets the player's user type (admin only); the page and any search showing them are asked again. */
export function useSetUserType(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userType: UserTypeLetter) =>
      opsCall<typeof opsSetUserType>('/ops/players/type', { playerId, userType }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: playerKey(playerId) });
      void queryClient.invalidateQueries({ queryKey: [...playersKey, 'search'] });
    },
  });
}
