import { gameCatalogue } from '@sorte/contracts';
import type { DecisionRules } from './playable-game';
import { goldenOxGame } from './golden-ox';
import { luckyTigerGame } from './lucky-tiger';
import { moonRabbitGame } from './moon-rabbit';
import { teenPattiGame } from './teen-patti';

/**
 * Every game this provider plays. The list is also the registry of the games' types: the page
 * API's GameInfo and GameOutcome are the union over it, told apart by gameId.
 */
export const playableGames = [luckyTigerGame, goldenOxGame, moonRabbitGame, teenPattiGame] as const;

export type AnyPlayableGame = (typeof playableGames)[number];
export type PlayableGameId = AnyPlayableGame['gameId'];

export function findPlayableGame(gameId: number): AnyPlayableGame | undefined {
  return playableGames.find((game) => game.gameId === gameId);
}

/** Catalogue games the casino can launch that this provider does not play yet. */
export function isComingSoon(gameId: number): boolean {
  return (
    findPlayableGame(gameId) === undefined && gameCatalogue.some((game) => game.gameId === gameId)
  );
}

/** Any outcome of any playable game: what a round stores. */
export type AnyGameOutcome = ReturnType<AnyPlayableGame['play']>;

/**
 * The decision rules of a game with a decision in the middle of a round, over the outcomes a round
 * stores. A round of a game only ever holds that game's own outcome, so its rules may read it.
 */
export function decisionRulesOf(gameId: number): DecisionRules<AnyGameOutcome> | undefined {
  const rules: unknown = findPlayableGame(gameId)?.decision;
  return rules as DecisionRules<AnyGameOutcome> | undefined;
}
