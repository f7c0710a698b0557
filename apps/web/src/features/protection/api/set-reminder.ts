import type { CallBody, CallData, setReminder as setReminderCall } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

/** How many minutes of play between two reality checks: 15, 30 or 60. */
export function setReminder(minutes: number): Promise<CallData<typeof setReminderCall>> {
  const body: CallBody<typeof setReminderCall> = { minutes };
  return callApi<CallData<typeof setReminderCall>>('/v1/bus/setReminder', body);
}
