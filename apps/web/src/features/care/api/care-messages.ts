import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { careMessages, readCareMessage } from '@sorte/contracts';
import { playerReadQuery, playerWrite } from '../../../lib/player-call';
import { useUserInfo } from '../../../lib/session';

const careKey = (token: string | null) => ['care-messages', token] as const;

/** Staff's messages to the player about their play, newest first. */
export function useCareMessages() {
  const token = useUserInfo()?.token ?? null;
  return useQuery(
    playerReadQuery<typeof careMessages>('/v1/bus/careMessages', careKey(token), token),
  );
}

const markRead = playerWrite<typeof readCareMessage>('/v1/bus/careMessageRead');

/** Marks a message read; the list is asked again. */
export function useMarkCareMessageRead() {
  const queryClient = useQueryClient();
  const token = useUserInfo()?.token ?? null;
  return useMutation({
    mutationFn: (id: number) => markRead({ id, notSpinning: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: careKey(token) }),
  });
}
