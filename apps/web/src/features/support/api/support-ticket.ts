import { useQuery } from '@tanstack/react-query';
import type { CallBody, CallData, supportTicket } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type SupportTicketView = CallData<typeof supportTicket>['ticket'];

export const supportTicketKey = (token: string | null, ticketId: string) =>
  ['support-ticket', token, ticketId] as const;

/** One of the player's requests with every message; opening it marks support's reply as read. */
export function useSupportTicket(token: string | null, ticketId: string) {
  return useQuery({
    queryKey: supportTicketKey(token, ticketId),
    queryFn: async () => {
      const body: CallBody<typeof supportTicket> = { notSpinning: true, ticketId };
      return (await callApi<CallData<typeof supportTicket>>('/v1/bus/supportTicket', body)).ticket;
    },
    enabled: token !== null && ticketId !== '',
    retry: false,
    refetchOnWindowFocus: true,
  });
}
