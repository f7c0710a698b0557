import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CallData, opsSearchPlayers } from '@sorte/contracts';
import { playerSearchResultsMax } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { players } from '../../db/schema';
import { exactKeyOf, searchTermsOf, startsWithPattern } from './search-keys';
import type { SearchTerms } from './search-keys';
import { toOpsPlayerSummary } from './to-ops-player-summary';

function exactConditions(terms: SearchTerms): SQL[] {
  const conditions: SQL[] = [
    eq(players.externalId, terms.text),
    eq(players.deviceId, terms.text),
    sql`${players.username} <> '' and lower(${players.username}) = ${terms.lower}`,
    sql`${players.email} <> '' and lower(${players.email}) = ${terms.lower}`,
  ];
  if (terms.userId !== null) conditions.push(eq(players.id, terms.userId));
  if (terms.phones.length > 0) conditions.push(inArray(players.phone, terms.phones));
  if (terms.cpf !== null) conditions.push(eq(players.cpf, terms.cpf));
  return conditions;
}

/**
 * Players staff look for by any key they were told: exact matches on every key first (each uses
 * its unique index), then usernames and e-mails that start with the query, newest players first,
 * at most 20 in all so a short query cannot read the whole table.
 */
export async function searchPlayers(
  db: Database,
  input: { query: string },
): Promise<CallData<typeof opsSearchPlayers>> {
  const terms = searchTermsOf(input.query);
  if (terms.text === '') return { list: [] };
  const exact = await db
    .select()
    .from(players)
    .where(or(...exactConditions(terms)))
    .orderBy(players.id)
    .limit(playerSearchResultsMax);
  const found = exact.map((row) => row.id);
  const pattern = startsWithPattern(terms.lower);
  const partial = await db
    .select()
    .from(players)
    .where(
      and(
        or(
          sql`lower(${players.username}) like ${pattern}`,
          sql`lower(${players.email}) like ${pattern}`,
        ),
        found.length > 0 ? notInArray(players.id, found) : undefined,
      ),
    )
    .orderBy(sql`${players.id} desc`)
    .limit(playerSearchResultsMax - exact.length);
  return {
    list: [
      ...exact.map((row) => ({
        ...toOpsPlayerSummary(row),
        matchedBy: exactKeyOf(row, terms) ?? 'player_id',
        exact: true,
      })),
      ...partial.map((row) => ({
        ...toOpsPlayerSummary(row),
        matchedBy: row.username.toLowerCase().startsWith(terms.lower)
          ? ('username' as const)
          : ('email' as const),
        exact: false,
      })),
    ],
  };
}
