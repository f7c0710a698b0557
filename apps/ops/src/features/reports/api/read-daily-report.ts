import { skipToken, useQuery } from '@tanstack/react-query';
import type { CallBody, CallData, opsDailyReport } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';

export type DailyReport = CallData<typeof opsDailyReport>;
export type DailyRow = DailyReport['days'][number];
export type DailyReportRange = CallBody<typeof opsDailyReport>;

/** One market's figures per day of a range, on its own calendar; asked only once the range holds. */
export function useDailyReport(range: DailyReportRange | null) {
  return useQuery({
    queryKey: ['ops', 'reports', 'daily', range],
    queryFn: range ? () => opsCall<typeof opsDailyReport>('/ops/reports/daily', range) : skipToken,
  });
}
