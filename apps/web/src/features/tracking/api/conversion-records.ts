import type { CallData, getFbRechargeRecords } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type ConversionRecord = CallData<typeof getFbRechargeRecords>['fbRechargeRecords'][number];

export const conversionRecordsPath = '/v1/bus/getFbRechargeRecords';

/**
 * The conversion outbox (seed: getFbRechargeRecords): the player's paid deposits not yet reported
 * to an advertising provider. Read only after the player consents (decision 0013).
 */
export async function readConversionRecords(): Promise<ConversionRecord[]> {
  const data = await callApi<CallData<typeof getFbRechargeRecords>>(conversionRecordsPath, {
    notSpinning: true,
  });
  return data.fbRechargeRecords;
}
