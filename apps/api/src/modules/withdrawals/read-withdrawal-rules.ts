import type { CallData, payOutPreTaskProcess, withdrawInfo } from '@sorte/contracts';
import { withdrawalRulesFor } from '@sorte/markets';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { toPayoutChannelView } from '../payout-accounts/payout-channel-views';
import { loadWithdrawalState } from './load-withdrawal-state';

/** What `/v1/bus/withdrawInfo` answers: the market's rules for this player, right now. */
export async function readWithdrawalRules(
  db: Database,
  player: { playerId: number; market: MarketCode; complianceProfile: ComplianceProfile },
  now: Date = new Date(),
): Promise<CallData<typeof withdrawInfo>> {
  const state = await loadWithdrawalState(db, player, { now });
  const rules = withdrawalRulesFor(state);
  return {
    ...rules,
    amountOptionsMinor: [...rules.amountOptionsMinor],
    channels: rules.channels.map(toPayoutChannelView),
    wageringTargetMinor: Math.max(state.wageringTargetMinor, state.wageringRemainingMinor),
    openOrderId: state.openOrderId,
    payoutDeadlineMinutes: player.complianceProfile.payoutDeadlineMinutes,
  };
}

/** The turnover still to play before a withdrawal, and the share of it already played. */
export async function readTurnoverProgress(
  db: Database,
  player: { playerId: number; market: MarketCode },
  now: Date = new Date(),
): Promise<CallData<typeof payOutPreTaskProcess>> {
  const state = await loadWithdrawalState(db, player, { now });
  const target = Math.max(state.wageringTargetMinor, state.wageringRemainingMinor);
  const played = target - state.wageringRemainingMinor;
  return {
    currency: withdrawalRulesFor(state).currency,
    wageringRemainingMinor: state.wageringRemainingMinor,
    wageringTargetMinor: target,
    progressBps: target === 0 ? 10_000 : Math.floor((played * 10_000) / target),
  };
}
