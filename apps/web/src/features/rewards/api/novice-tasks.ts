import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData, noviceTaskProcess } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';
import { useUserInfo } from '../../../lib/session';

export type NoviceTasks = CallData<typeof noviceTaskProcess>['result'];

/** The novice tasks' progress, asked without the spinner (the page and the start-up popup). */
export async function fetchNoviceTasks(): Promise<NoviceTasks> {
  const answer = await callApi<CallData<typeof noviceTaskProcess>>('/v1/bus/getTaskProcess', {
    notSpinning: true,
  });
  return answer.result;
}

/** The same progress for the page that explains them (the popup claims). */
export function noviceTasksQuery(token: string | null) {
  return queryOptions({
    queryKey: ['novice-tasks', token],
    queryFn: fetchNoviceTasks,
    enabled: token !== null,
    retry: false,
  });
}

export function useNoviceTasks() {
  return useQuery(noviceTasksQuery(useUserInfo()?.token ?? null));
}
