/**
 * The games the casino offers, by the seed's ids with our own titles (PRODUCT.md §3.8). The api
 * launches only these; the web app draws a card for each; the provider serves each.
 */
export const gameCatalogue = [
  { gameId: 66121, title: 'Lucky Tiger', provider: 'games', kind: 'slot' },
  { gameId: 66122, title: 'Golden Ox', provider: 'games', kind: 'slot' },
  { gameId: 66123, title: 'Moon Rabbit', provider: 'games', kind: 'slot' },
  { gameId: 66136, title: 'Teen Patti', provider: 'games', kind: 'table' },
] as const;

export type GameId = (typeof gameCatalogue)[number]['gameId'];

export const gameIds = gameCatalogue.map((game) => game.gameId);

export function isGameId(value: number): value is GameId {
  return (gameIds as readonly number[]).includes(value);
}
