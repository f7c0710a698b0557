import { useQueries } from '@tanstack/react-query';
import type { CallData, opsDailyReport } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { calendarDayIn, consoleMarkets, shiftDay } from '../../../lib/market-days';

export type RecentDays = CallData<typeof opsDailyReport>;

/**
 * Yesterday and today of every market, each on its own calendar: one daily report of two days
 * per market, asked side by side.
 */
export function useRecentDays(enabled: boolean) {
  return useQueries({
    queries: consoleMarkets.map(({ market, timeZone }) => {
      const today = calendarDayIn(timeZone);
      const range = { market, from: shiftDay(today, -1), to: today };
      return {
        queryKey: ['ops', 'reports', 'daily', range],
        queryFn: () => opsCall<typeof opsDailyReport>('/ops/reports/daily', range),
        enabled,
      };
    }),
  });
}
