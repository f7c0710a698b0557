import { deckSize } from './cards';
import type { CompiledTeenPatti } from './compile';
import { compileTeenPatti, dealerDoesNotQualify, handsEqual, playerHigher } from './compile';
import { countDeals } from './count-deals';
import type { DealTally, PlayerHandTally } from './count-deals';
import type { HandClass, Rank, TeenPattiDefinition } from './definition';
import { comparedRanksOf, describeHand } from './describe-hand';
import { handClassOf } from './rank-hand';
import { settleBonus } from './settle';

/**
 * What playing one hand returns, in antes, summed over every dealer hand the rest of the deck can
 * hold (divide by dealerHandsPerPlayerHand for the average). The hand is played with an ante and a
 * play bet; the bonus is paid whatever the dealer holds.
 */
export function playReturnOverDealerHands(
  compiled: CompiledTeenPatti,
  hand: PlayerHandTally,
  dealerHandsPerPlayerHand: number,
): number {
  const returns = (settlementCase: number) =>
    (compiled.anteReturnByCase[settlementCase] ?? 0) +
    (compiled.playReturnByCase[settlementCase] ?? 0);
  return (
    hand.dealerNotQualifying * returns(dealerDoesNotQualify) +
    hand.dealerLower * returns(playerHigher) +
    hand.dealerEqual * returns(handsEqual) +
    settleBonus(compiled, hand.strength) * dealerHandsPerPlayerHand
  );
}

/**
 * Whether playing a hand is worth more than folding it, exactly. Folding returns nothing and loses
 * the one ante staked; playing stakes a second ante, so it is better when the hand returns on
 * average more than one ante: sum > dealer hands. When both are worth the same, fold (the same
 * return for less at risk).
 */
export function playBeatsFolding(playReturnSum: number, dealerHandsPerPlayerHand: number): boolean {
  return playReturnSum > dealerHandsPerPlayerHand;
}

/** The best decision for a hand, written as the rule the game publishes: play from this hand up. */
export interface TeenPattiStrategy {
  /** Play every hand at least this strong (see rankHand), fold every weaker one. */
  readonly playsFromStrength: number;
  /** The weakest hand to play, for the rules: its class and compared ranks ("Q-6-4" high card). */
  readonly playsFrom: {
    readonly handClass: HandClass;
    readonly comparedRanks: readonly [Rank, Rank, Rank];
  };
  /** English, for logs and the PAR sheet: "play High card Q-6-4 or better, fold below". */
  readonly description: string;
}

const strategyByDefinition = new WeakMap<TeenPattiDefinition, TeenPattiStrategy>();

/**
 * The decision that returns the most for each of the 22,100 hands a player can be dealt, found by
 * counting every dealer hand against it, and written as one threshold. Computed once per
 * definition (a fraction of a second).
 */
export function optimalStrategy(definition: TeenPattiDefinition): TeenPattiStrategy {
  const cached = strategyByDefinition.get(definition);
  if (cached) return cached;
  const compiled = compileTeenPatti(definition);
  const fullDeck = Array.from({ length: deckSize }, (_, card) => card);
  return strategyFromFullDeal(definition, countDeals(fullDeck, compiled.qualifyingStrengthMin));
}

/**
 * The same from a count of the full deck already made (computePar counts once for everything).
 * A definition whose best play is not a single threshold (some hand better folded while a weaker
 * one is played) has no one-line rule to publish, and is refused here so that it cannot go live
 * with rules that misstate the best play.
 */
export function strategyFromFullDeal(
  definition: TeenPattiDefinition,
  tally: DealTally,
): TeenPattiStrategy {
  const cached = strategyByDefinition.get(definition);
  if (cached) return cached;
  if (tally.playerHands.length !== 22_100) throw new RangeError('the strategy needs the full deck');
  const compiled = compileTeenPatti(definition);
  let weakestPlayed = Number.POSITIVE_INFINITY;
  let strongestFolded = Number.NEGATIVE_INFINITY;
  for (const hand of tally.playerHands) {
    const sum = playReturnOverDealerHands(compiled, hand, tally.dealerHandsPerPlayerHand);
    if (playBeatsFolding(sum, tally.dealerHandsPerPlayerHand)) {
      weakestPlayed = Math.min(weakestPlayed, hand.strength);
    } else {
      strongestFolded = Math.max(strongestFolded, hand.strength);
    }
  }
  if (!(strongestFolded < weakestPlayed) || !Number.isFinite(weakestPlayed)) {
    throw new RangeError(
      `${definition.title}: the best play is not one threshold (a hand of strength ${strongestFolded} is folded, one of ${weakestPlayed} played)`,
    );
  }
  const strategy: TeenPattiStrategy = {
    playsFromStrength: weakestPlayed,
    playsFrom: {
      handClass: handClassOf(weakestPlayed),
      comparedRanks: comparedRanksOf(weakestPlayed),
    },
    description: `play ${describeHand(weakestPlayed)} or better, fold below`,
  };
  strategyByDefinition.set(definition, strategy);
  return strategy;
}

/** The published best decision for a hand of this strength. */
export function optimalDecisionFor(
  definition: TeenPattiDefinition,
  playerStrength: number,
): 'play' | 'fold' {
  return playerStrength >= optimalStrategy(definition).playsFromStrength ? 'play' : 'fold';
}
