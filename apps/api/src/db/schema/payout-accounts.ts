// Where the players' withdrawals go.
import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, reference } from './columns';
import { players } from './account';

/**
 * Where a player's withdrawals go: a PIX key, a CLABE, a card, a wallet number, a bank account.
 * The fields are kept as checked and normalised by `checkPayoutAccount` (`@sorte/markets`). A
 * removed account stays (withdrawals made to it keep their destination) but is no longer offered.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: identity(),
    playerId: reference('player_id', () => players.id),
    /** A channel id of `payoutChannels` (`br_pix_cpf`, `mx_clabe`, …). */
    channel: text('channel').notNull(),
    /** The seed's order type code (CPF 1, BANK 2, PHONE 4, EMAIL 5, WALLET 6, QRCODE 7). */
    orderType: smallint('order_type').notNull(),
    account: text('account').notNull(),
    bankCode: text('bank_code'),
    holderName: text('holder_name').notNull(),
    holderCpf: text('holder_cpf'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    removedAt: instant('removed_at'),
  },
  (table) => [
    index('payout_accounts_player_idx').on(table.playerId, table.id),
    // One player does not keep the same destination twice.
    uniqueIndex('payout_accounts_player_destination_key')
      .on(table.playerId, table.channel, table.account)
      .where(sql`${table.removedAt} is null`),
  ],
);
