import { isOfferedBet } from '../catalogue/bet-sizes';
import { decisionWaitMs, isPlayableBet } from '../catalogue/playable-game';
import { findPlayableGame } from '../catalogue/playable-games';
import type { SpinResult } from '../page-api/answers';
import type { SpinBody } from '../page-api/bodies';
import { PageError } from '../page-api/page-error';
import { readActiveSeeds } from '../seeds/read-active-seeds';
import type { ServiceDeps } from '../service-deps';
import { findSession } from '../sessions/find-session';
import { spinRefusalOf, throwWalletRefusal } from '../wallet/wallet-page-errors';
import { playWholeRound } from './play-whole-round';
import { recordRoundResult } from './record-round-result';
import { rollBackRound } from './roll-back-round';
import { roundBalances } from './round-balances';
import type { RoundRecord } from './round-record';
import { toRoundView } from './round-view';
import { startRound } from './start-round';
import { roundWalletCall } from './wallet-round-ids';

/**
 * One spin (or deal), start to finish: the outcome is fixed and stored first, then the stake is
 * taken and the win paid through the casino's wallet, in one call (playInOneCall). A game with a
 * decision stops after the stake, waiting for the player (decideRound). The page sends only its
 * token and a bet from the offered list; everything else is decided here. A stake the wallet
 * refuses for the player's own reason (no balance, a limit) is answered as such, the round
 * recorded as failed.
 */
export async function playSpin(deps: ServiceDeps, body: SpinBody): Promise<SpinResult> {
  const session = await findSession(deps.db, body.token);
  const game = findPlayableGame(session.gameId);
  if (!game) throw new PageError('game_unknown', 404, `game ${session.gameId} is not played here`);
  if (!isOfferedBet(session.currency, body.betMinor) || !isPlayableBet(game, body.betMinor)) {
    throw new PageError('bet_invalid', 400, `${body.betMinor} is not an offered bet`);
  }

  const round = await startRound(deps.db, {
    session,
    game,
    token: body.token,
    betMinor: body.betMinor,
  });
  if (!game.decision) return playInOneCall(deps, round, body.token, session.playerRef);

  const bet = await deps.wallet.bet({
    ...roundWalletCall(round, body.token, 'bet'),
    amount: round.betMinor,
  });
  if (bet.status === 'refused') {
    await recordRoundResult(deps.db, round, {
      status: 'failed',
      lastError: `bet refused: ${bet.failure.code}`,
    });
    return spinRefusalOf(bet.failure) ?? throwWalletRefusal(bet.failure);
  }
  if (bet.status === 'unknown') {
    deps.log.warn({ roundId: round.roundId, reason: bet.reason }, 'bet unanswered; rolling back');
    await rollBackRound(deps, round, new Date());
    throw new PageError('wallet_unavailable', 503, `the bet was not confirmed: ${bet.reason}`);
  }

  // A decision is due by then; the settlement loop makes the published one after it.
  const balanceAfterBetMinor = bet.answer.balance;
  const placed = await recordRoundResult(deps.db, round, {
    status: 'awaiting_decision',
    ...roundBalances(balanceAfterBetMinor, round.betMinor, 0),
    nextSettleAt: new Date(Date.now() + decisionWaitMs),
  });
  if (!placed) throw new Error(`round ${round.roundId} changed while its bet was placed`);
  return {
    round: toRoundView(placed, null),
    balanceMinor: balanceAfterBetMinor,
    winPending: false,
    seeds: await readActiveSeeds(deps.db, session.playerRef),
  };
}

/**
 * A round of a game without a decision: stake and win in one wallet call. With no answer, the
 * round is rolled back; a rollback the casino refuses because the round landed whole finishes it
 * as played (rollBackRound), and the spin answers it as such.
 */
async function playInOneCall(
  deps: ServiceDeps,
  round: RoundRecord,
  token: string,
  playerRef: string,
): Promise<SpinResult> {
  const played = await playWholeRound(deps, round, token, new Date());
  if (played.status === 'refused') {
    return spinRefusalOf(played.failure) ?? throwWalletRefusal(played.failure);
  }
  let finished: RoundRecord;
  let balanceMinor: number | null;
  if (played.status === 'played') {
    finished = played.round;
    balanceMinor = played.walletBalanceMinor;
  } else {
    deps.log.warn(
      { roundId: round.roundId, reason: played.reason },
      'round unanswered; rolling back',
    );
    finished = await rollBackRound(deps, round, new Date());
    balanceMinor = finished.balanceAfterMinor;
    if (!['settled', 'bet_placed'].includes(finished.status) || balanceMinor === null) {
      throw new PageError('wallet_unavailable', 503, `the bet was not confirmed: ${played.reason}`);
    }
  }
  return {
    round: toRoundView(finished, null),
    balanceMinor,
    winPending: finished.status !== 'settled',
    seeds: await readActiveSeeds(deps.db, playerRef),
  };
}
