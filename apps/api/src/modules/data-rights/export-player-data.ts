import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CallData, myData } from '@sorte/contracts';
import type { Database, Transaction } from '../../db/database';
import { queryRows } from '../../db/query-rows';

export type PlayerDataExport = CallData<typeof myData>;
type Row = Record<string, unknown>;

/**
 * Columns that never leave the operator: secrets (a password's or a token's hash) and who of the
 * staff did what (the player learns what was done, not by whom).
 */
const withheld = sql`- 'password_hash' - 'token_hash' - 'staff_id' - 'closed_by' - 'reviewed_by'
  - 'first_approved_by' - 'resolved_by' - 'assigned_staff_id' - 'proposed_by' - 'decided_by'`;

/** Every row of `table` whose `column` is the player's, oldest first (by `order`), as JSON. */
function rowsOf(table: string, playerId: number, column = 'player_id', order = 'id'): SQL {
  return sql`select to_jsonb(t) ${withheld} as row from ${sql.identifier(table)} t
    where ${sql.identifier(column)} = ${playerId} order by ${sql.identifier(order)}`;
}

/** The statement: every posting on the player's accounts with its transaction's kind and time. */
function statementOf(playerId: number): SQL {
  return sql`select jsonb_build_object(
      'at', t.created_at, 'kind', t.kind, 'currency', a.currency, 'amountMinor', p.amount_minor,
      'balanceAfterMinor', p.balance_after_minor, 'reference', t.reference) as row
    from ledger_postings p
    join ledger_accounts a on a.id = p.account_id and a.player_id = ${playerId}
    join ledger_transactions t on t.id = p.transaction_id
    order by p.id`;
}

function supportMessagesOf(playerId: number): SQL {
  return sql`select to_jsonb(m) ${withheld} as row from support_messages m
    join support_tickets s on s.id = m.ticket_id and s.player_id = ${playerId}
    order by m.id`;
}

/** The player's invitations: those they made (without who was invited) and the one they came by. */
function invitationsOf(playerId: number): SQL {
  return sql`select to_jsonb(i) - 'invitee_id' as row from invitations i
      where i.inviter_id = ${playerId}
    union all
    select to_jsonb(i) - 'inviter_id' as row from invitations i where i.invitee_id = ${playerId}
    order by 1`;
}

async function rows(db: Database | Transaction, query: SQL): Promise<Row[]> {
  return (await queryRows<{ row: Row }>(db, query)).map((entry) => entry.row);
}

/**
 * Everything the operator keeps about one player (Brazil's LGPD, art. 18: confirmation of and
 * access to the data), read in one repeatable-read snapshot so the parts agree with each other.
 * Generic by table, so a column added to a player's record is exported without a change here.
 */
export async function exportPlayerData(
  db: Database,
  playerId: number,
): Promise<PlayerDataExport | null> {
  return db.transaction(
    async (tx) => {
      const [account] = await rows(tx, rowsOf('players', playerId, 'id'));
      if (!account) return null;
      return {
        exportedAt: new Date().toISOString(),
        account,
        devices: await rows(tx, rowsOf('player_devices', playerId, 'player_id', 'created_at')),
        signIns: await rows(tx, rowsOf('sessions', playerId)),
        statement: await rows(tx, statementOf(playerId)),
        rounds: await rows(tx, rowsOf('game_rounds', playerId)),
        deposits: await rows(tx, rowsOf('deposit_orders', playerId)),
        withdrawals: await rows(tx, rowsOf('withdrawal_orders', playerId)),
        payoutAccounts: await rows(tx, rowsOf('payout_accounts', playerId)),
        depositLimitChanges: await rows(tx, rowsOf('deposit_limit_changes', playerId)),
        playLimitChanges: await rows(tx, rowsOf('play_limit_changes', playerId)),
        rewards: await rows(tx, rowsOf('reward_claims', playerId)),
        invitations: await rows(tx, invitationsOf(playerId)),
        supportTickets: await rows(tx, rowsOf('support_tickets', playerId)),
        supportMessages: await rows(tx, supportMessagesOf(playerId)),
        closureRequests: await rows(tx, rowsOf('account_closure_requests', playerId)),
        harmScores: await rows(tx, rowsOf('harm_scores', playerId)),
        careInteractions: await rows(tx, rowsOf('harm_interactions', playerId)),
        staffNotes: await rows(tx, rowsOf('player_notes', playerId)),
        manualAdjustments: await rows(tx, rowsOf('manual_adjustments', playerId)),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
