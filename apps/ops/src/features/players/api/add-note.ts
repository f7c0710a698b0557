import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsAddPlayerNote } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { playerKey } from './read-player';

/** Adds a staff note to the player: shown on their page to staff, never to the player. */
export function useAddNote(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      (await opsCall<typeof opsAddPlayerNote>('/ops/players/note', { playerId, text })).note,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerKey(playerId) }),
  });
}
