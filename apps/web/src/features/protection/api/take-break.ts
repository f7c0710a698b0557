import type { CallBody, CallData, takeBreak as takeBreakCall } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

/** A time-out of 1, 7 or 30 days; it cannot be shortened. */
export function takeBreak(days: number): Promise<CallData<typeof takeBreakCall>> {
  const body: CallBody<typeof takeBreakCall> = { days };
  return callApi<CallData<typeof takeBreakCall>>('/v1/bus/takeBreak', body);
}
