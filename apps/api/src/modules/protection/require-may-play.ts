import { eq } from 'drizzle-orm';
import { getMarket } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import type { Database, Transaction } from '../../db/database';
import { players } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import type { Language } from '../../i18n/messages';

const excludedMessages: Record<Language, (until: string) => string> = {
  'pt-BR': (until) =>
    `Você está em uma pausa do jogo até ${until}. Jogos e depósitos voltam depois.`,
  en: (until) => `You are taking a break from play until ${until}. Games and deposits return then.`,
  es: (until) => `Estás en una pausa del juego hasta ${until}. Juegos y depósitos vuelven después.`,
};

/** The end of an exclusion as the player reads it: their language, their market's clock. */
export function formatExclusionEnd(until: Date, language: Language, market: MarketCode): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: getMarket(market).timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(until);
}

/**
 * Before a game launch or a deposit: the player has completed the 18+ setup (PRODUCT.md §3.3) and
 * is not on a break or self-excluded (§3.6). Refuses with `age_unconfirmed` or `excluded`. Run it
 * in the transaction that writes the game session or the order: the row is read FOR SHARE, so an
 * exclusion (which locks it FOR UPDATE) cannot commit between this check and that write.
 */
export async function requireMayPlay(
  db: Database | Transaction,
  player: { playerId: number; market: MarketCode; language: Language },
  now: Date = new Date(),
): Promise<void> {
  const [row] = await db
    .select({ ageConfirmedAt: players.ageConfirmedAt, excludedUntil: players.excludedUntil })
    .from(players)
    .where(eq(players.id, player.playerId))
    .for('share');
  if (!row?.ageConfirmedAt) throw new PlayerError('age_unconfirmed', 403);
  if (row.excludedUntil && row.excludedUntil > now) {
    const until = formatExclusionEnd(row.excludedUntil, player.language, player.market);
    throw new PlayerError('excluded', 403, excludedMessages[player.language](until));
  }
}
