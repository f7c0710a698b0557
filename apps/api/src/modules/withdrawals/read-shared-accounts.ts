import { sql } from 'drizzle-orm';
import { sharedLinks } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';

type SharedLink = (typeof sharedLinks)[number];

/** Accounts listed at most beside one player. */
const sharedAccountsMax = 100;

/**
 * Other accounts that share something with the player that one person would: a device they
 * signed in from, a payout account (the same key or number), or a CPF (their own, or one named as
 * a payout account's holder). Ids and usernames only, with what links each.
 */
export async function readSharedAccounts(db: Database, playerId: number) {
  const rows = await queryRows<{ external_id: string; username: string; links: string[] }>(
    db,
    sql`with my_devices as (
          select device_id from player_devices where player_id = ${playerId}
          union select device_id from players where id = ${playerId}),
        my_accounts as (
          select account from payout_accounts where player_id = ${playerId}),
        my_cpfs as (
          select cpf from players where id = ${playerId} and cpf is not null
          union select holder_cpf from payout_accounts
            where player_id = ${playerId} and holder_cpf is not null),
        links as (
          select player_id, 'device' as link from player_devices
            where device_id in (select device_id from my_devices)
          union select id, 'device' from players where device_id in (select device_id from my_devices)
          union select player_id, 'payout_account' from payout_accounts
            where account in (select account from my_accounts)
          union select id, 'cpf' from players where cpf in (select cpf from my_cpfs)
          union select player_id, 'cpf' from payout_accounts
            where holder_cpf in (select cpf from my_cpfs))
        select p.external_id, p.username, array_agg(distinct l.link order by l.link) as links
        from links l join players p on p.id = l.player_id
        where l.player_id <> ${playerId}
        group by p.id, p.external_id, p.username
        order by p.id limit ${sharedAccountsMax}`,
  );
  return rows.map((row) => ({
    playerId: row.external_id,
    username: row.username === '' ? null : row.username,
    links: sharedLinks.filter((link: SharedLink) => row.links.includes(link)),
  }));
}
