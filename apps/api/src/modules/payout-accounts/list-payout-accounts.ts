import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CallData, payoutAccountList } from '@sorte/contracts';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { payoutAccounts, players } from '../../db/schema';
import { payoutChannelViewsOf } from './payout-channel-views';
import { toPayoutAccountView } from './to-payout-account-view';

/** The player's payout accounts, oldest first, and what the form needs to add another. */
export async function listPayoutAccounts(
  db: Database,
  player: { playerId: number; market: MarketCode; complianceProfile: ComplianceProfile },
): Promise<CallData<typeof payoutAccountList>> {
  const [rows, [owner]] = await Promise.all([
    db
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.playerId, player.playerId), isNull(payoutAccounts.removedAt)))
      .orderBy(asc(payoutAccounts.id)),
    db.select({ cpf: players.cpf }).from(players).where(eq(players.id, player.playerId)),
  ]);
  return {
    list: rows.map(toPayoutAccountView),
    channels: payoutChannelViewsOf(player.market),
    playerCpf: owner?.cpf ?? null,
    ownCpfPayoutsOnly: player.complianceProfile.ownCpfPayoutsOnly,
  };
}
