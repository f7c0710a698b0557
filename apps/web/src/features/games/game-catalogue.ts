import { gameCatalogue as offeredGames } from '@sorte/contracts/games';
import type { GameId } from '@sorte/contracts/games';

/**
 * Each game's picture in `art/`: `art/<name>.svg`, painted by the class `game-art--<name>`.
 */
const artOf = {
  // A friendly tiger face on a sunburst.
  66121: 'lucky-tiger',
  // A golden ox with a lucky nose ring on emerald.
  66122: 'golden-ox',
  // A white rabbit under a full moon.
  66123: 'moon-rabbit',
  // Three fanned playing cards and chips on crimson.
  66136: 'teen-patti',
} as const satisfies Record<GameId, string>;

/** A game's picture's name. */
export type GameArtName = (typeof artOf)[GameId];

/** A game the casino offers (`@sorte/contracts/games`): its id, its title and its picture. */
export interface CatalogueGame {
  id: GameId;
  title: string;
  art: GameArtName;
}

/**
 * The games the app draws a card for, in the catalogue's order, with their pictures. Plain data,
 * with no React: the build reads it too, to write `/`'s first screen (app/first-screen). Titles
 * are names: not translated.
 */
export const gameCatalogue: readonly CatalogueGame[] = offeredGames.map((game) => ({
  id: game.gameId,
  title: game.title,
  art: artOf[game.gameId],
}));
