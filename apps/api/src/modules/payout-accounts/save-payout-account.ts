import { and, count, eq, isNull } from 'drizzle-orm';
import type { CallData, addPayoutAccount } from '@sorte/contracts';
import { checkPayoutAccount, payoutAccountErrorMessage } from '@sorte/markets';
import type { ComplianceProfile, MarketCode, PayoutAccountInput } from '@sorte/markets';
import type { Database } from '../../db/database';
import { databaseErrorCode } from '../../db/database-error';
import { payoutAccounts, players } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { textsFor } from '../../i18n/messages';
import type { Language } from '../../i18n/messages';
import { toPayoutAccountView } from './to-payout-account-view';
import { moneyTransaction } from '../../db/money-transaction';
import { lockPlayer } from '../ledger/lock-players';

/** A player keeps a handful of destinations, not a directory. */
export const payoutAccountsPerPlayerMax = 10;

export interface SavePayoutAccountInput {
  playerId: number;
  market: MarketCode;
  complianceProfile: ComplianceProfile;
  language: Language;
  /** null adds a new account; an id changes that account of the player's. */
  accountId: number | null;
  fields: PayoutAccountInput;
}

/**
 * Adds or changes a payout account after `checkPayoutAccount`, the same rule the form runs, with
 * the player's row locked so their CPF and their count of accounts cannot change underneath. A
 * refused account changes nothing and names its first problem in the player's words.
 */
export async function savePayoutAccount(
  db: Database,
  input: SavePayoutAccountInput,
): Promise<CallData<typeof addPayoutAccount>> {
  try {
    return await moneyTransaction(db, async (tx) => {
      await lockPlayer(tx, input.playerId);
      const [owner] = await tx
        .select({ cpf: players.cpf })
        .from(players)
        .where(eq(players.id, input.playerId));
      if (!owner) throw new Error(`authenticated player ${input.playerId} has no row`);
      const check = checkPayoutAccount(input.market, input.fields, {
        complianceProfile: input.complianceProfile,
        playerCpf: owner.cpf,
      });
      if (!check.ok) {
        const [first] = check.errors;
        throw new PlayerError(
          'payout_account_invalid',
          400,
          first && payoutAccountErrorMessage(first.code, input.language, input.market),
        );
      }
      const { account } = check;
      const values = {
        channel: account.channelId,
        orderType: account.orderType,
        account: account.account,
        bankCode: account.destinationBankCode,
        holderName: account.holderName,
        holderCpf: account.holderCpf,
        updatedAt: new Date(),
      };
      const mine = and(
        eq(payoutAccounts.playerId, input.playerId),
        isNull(payoutAccounts.removedAt),
      );
      if (input.accountId === null) {
        const [held] = await tx.select({ accounts: count() }).from(payoutAccounts).where(mine);
        if ((held?.accounts ?? 0) >= payoutAccountsPerPlayerMax) {
          throw new PlayerError(
            'payout_account_invalid',
            400,
            textsFor(input.language).payoutAccountsFull({ max: payoutAccountsPerPlayerMax }),
          );
        }
        const [created] = await tx
          .insert(payoutAccounts)
          .values({ ...values, playerId: input.playerId })
          .returning();
        if (!created) throw new Error('payout account was not written');
        return { account: toPayoutAccountView(created) };
      }
      const [changed] = await tx
        .update(payoutAccounts)
        .set(values)
        .where(and(mine, eq(payoutAccounts.id, input.accountId)))
        .returning();
      if (!changed) throw new PlayerError('payout_account_unknown', 404);
      return { account: toPayoutAccountView(changed) };
    });
  } catch (error) {
    if (databaseErrorCode(error) === '23505') {
      throw new PlayerError(
        'payout_account_invalid',
        409,
        textsFor(input.language).payoutAccountDuplicate,
      );
    }
    throw error;
  }
}
