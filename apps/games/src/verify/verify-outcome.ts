import { hashServerSeed, isClientSeed, isServerSeed } from '@sorte/slots';
import { isPlayableBet } from '../catalogue/playable-game';
import { findPlayableGame } from '../catalogue/playable-games';
import type { VerifyAnswer } from '../page-api/answers';
import type { VerifyBody } from '../page-api/bodies';
import { PageError } from '../page-api/page-error';

/**
 * Replays a round of any playable game from seeds the player holds. Pure: anyone may call it with
 * any seeds; it is the commitment (the hash shown before the round) that proves which server seed
 * was the real one. A game with a decision replays the deal as the player saw it, or the whole
 * round with the decision given.
 */
export function verifyOutcome(body: VerifyBody): VerifyAnswer {
  const game = findPlayableGame(body.gameId);
  if (!game) throw new PageError('game_unknown', 404, `game ${body.gameId} is not played here`);
  if (!isServerSeed(body.serverSeed)) {
    throw new PageError('seed_invalid', 400, 'a server seed is 64 lowercase hex characters');
  }
  if (!isClientSeed(body.clientSeed)) {
    throw new PageError('seed_invalid', 400, 'a client seed is 1 to 64 letters, digits, - or _');
  }
  if (body.decision !== undefined && !game.decision?.choices.includes(body.decision)) {
    throw new PageError('decision_invalid', 400, `${body.decision} is no decision of this game`);
  }
  // Without the round's bet, the smallest bet the game plays: one minor unit per line.
  const betMinor = body.betMinor ?? game.info.betDivisibleBy;
  if (!isPlayableBet(game, betMinor))
    throw new PageError('bet_invalid', 400, `${betMinor} is no bet`);
  return {
    serverSeedHash: hashServerSeed(body.serverSeed),
    outcome: game.play(
      { serverSeed: body.serverSeed, clientSeed: body.clientSeed, nonce: body.nonce },
      betMinor,
      body.decision,
    ),
  };
}
