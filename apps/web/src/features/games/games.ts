import { gameCatalogue } from './game-catalogue';
import type { CatalogueGame } from './game-catalogue';

/** A game of the catalogue (game-catalogue.ts): its id, title and picture. */
export type Game = CatalogueGame;

export const games: readonly Game[] = gameCatalogue;

/** A game's title by its id, or undefined for an id the catalogue does not hold. */
export function gameTitle(id: number): string | undefined {
  return games.find((game) => game.id === id)?.title;
}
