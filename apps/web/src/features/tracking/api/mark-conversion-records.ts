import type { CallBody, CallData, updateFbRechargeRecords } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export const markConversionRecordsPath = '/v1/bus/updateFbRechargeRecords';

/** Records that these deposits were handed to the providers (reportStatus 1), so none is sent twice. */
export async function markConversionRecordsReported(orderIds: readonly string[]): Promise<void> {
  const body: CallBody<typeof updateFbRechargeRecords> = {
    reportStatus: 1,
    orderIds: [...orderIds],
    notSpinning: true,
  };
  await callApi<CallData<typeof updateFbRechargeRecords>>(markConversionRecordsPath, body);
}
