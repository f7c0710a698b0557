import { rankIndexOf } from './cards';
import type { AnteResult, TeenPattiDefinition } from './definition';
import { handClasses, strengthFloorOf } from './rank-hand';
import { oncePerDefinition } from '../once-per-definition';

/**
 * How a played hand ends against the dealer: the index of each case in the compiled returns.
 * A folded hand never reaches the dealer.
 */
export const dealerDoesNotQualify = 0;
export const playerHigher = 1;
export const handsEqual = 2;
export const playerLower = 3;
export type SettlementCase = 0 | 1 | 2 | 3;

/**
 * A definition turned into the few numbers settlement reads, so settling a round is a handful of
 * comparisons with no allocation: enumeration and simulation settle millions of rounds. Every
 * amount is in antes and includes the returned stake (a push returns 1, a 1 to 1 win 2).
 */
export interface CompiledTeenPatti {
  /** The dealer qualifies with a hand of at least this strength (see rankHand). */
  readonly qualifyingStrengthMin: number;
  /** What the ante returns in each settlement case, indexed by SettlementCase. */
  readonly anteReturnByCase: Int32Array;
  /** What the play bet (one ante) returns in each settlement case. */
  readonly playReturnByCase: Int32Array;
  /** bonusByClass[class index]: the ante bonus for the player's hand class, in antes. */
  readonly bonusByClass: Int32Array;
  /** The largest amount one round can return, in antes (a round stakes at most 2). */
  readonly returnMax: number;
}

// A pay this large would already be absurd; the cap keeps every product far below 2^53.
const payMax = 1_000_000;
/** Compiles once per definition object; definitions are immutable data. */
export const compileTeenPatti: (definition: TeenPattiDefinition) => CompiledTeenPatti =
  oncePerDefinition(compile);

function compile(definition: TeenPattiDefinition): CompiledTeenPatti {
  const { dealerQualifies, anteWinPays, playWinPays, anteBonusPays } = definition;
  assertPay(anteWinPays, 'anteWinPays', 1);
  assertPay(playWinPays, 'playWinPays', 1);
  const qualifyingClassIndex = handClasses.indexOf(dealerQualifies.handClass);
  if (qualifyingClassIndex === -1) {
    throw new RangeError(`no hand class ${String(dealerQualifies.handClass)}`);
  }
  const qualifyingStrengthMin = strengthFloorOf(
    qualifyingClassIndex,
    rankIndexOf(dealerQualifies.leadingRankAtLeast),
  );

  const returnOf = (result: AnteResult, pays: number, name: string): number => {
    switch (result) {
      case 'win':
        return 1 + pays;
      case 'push':
        return 1;
      case 'lose':
        return 0;
      default:
        throw new RangeError(`${name} must be win, push or lose, got ${String(result)}`);
    }
  };
  const anteReturnByCase = Int32Array.of(
    returnOf(definition.anteWhenDealerDoesNotQualify, anteWinPays, 'anteWhenDealerDoesNotQualify'),
    1 + anteWinPays,
    returnOf(definition.anteOnTie, anteWinPays, 'anteOnTie'),
    0,
  );
  const playReturnByCase = Int32Array.of(
    returnOf(definition.playWhenDealerDoesNotQualify, playWinPays, 'playWhenDealerDoesNotQualify'),
    1 + playWinPays,
    returnOf(definition.playOnTie, playWinPays, 'playOnTie'),
    0,
  );
  const bonusByClass = Int32Array.from(handClasses, (handClass) => {
    const pays = anteBonusPays[handClass];
    assertPay(pays, `anteBonusPays.${handClass}`, 0);
    return pays;
  });
  const caseReturns = [0, 1, 2, 3].map(
    (settlementCase) =>
      (anteReturnByCase[settlementCase] ?? 0) + (playReturnByCase[settlementCase] ?? 0),
  );
  return {
    qualifyingStrengthMin,
    anteReturnByCase,
    playReturnByCase,
    bonusByClass,
    returnMax: Math.max(...caseReturns) + Math.max(...bonusByClass),
  };
}

/** Pays are whole multiples of the ante, so every amount in minor units is an exact integer. */
function assertPay(value: number, name: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min || value > payMax) {
    throw new RangeError(`${name} must be an integer from ${min} to ${payMax}, got ${value}`);
  }
}
