import { useQuery } from '@tanstack/react-query';
import type { CallData, noviceTaskProcess } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';
import { useUserInfo } from '../../../lib/session';

export type NoviceTasks = CallData<typeof noviceTaskProcess>['result'];

/** The novice tasks' progress, for the page that explains them (the popup claims). */
export function useNoviceTasks() {
  const token = useUserInfo()?.token ?? null;
  return useQuery({
    queryKey: ['novice-tasks', token],
    queryFn: async () =>
      (
        await callApi<CallData<typeof noviceTaskProcess>>('/v1/bus/getTaskProcess', {
          notSpinning: true,
        })
      ).result,
    enabled: token !== null,
    retry: false,
  });
}

/** The same progress, asked in the background at start-up (the novice popup). */
export async function fetchNoviceTasks(): Promise<NoviceTasks> {
  return (
    await callApi<CallData<typeof noviceTaskProcess>>('/v1/bus/getTaskProcess', {
      notSpinning: true,
    })
  ).result;
}
