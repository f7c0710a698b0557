import { rankIndexOf } from './cards';
import type { AnteResult, TeenPattiDefinition } from './definition';
import { handClasses, strengthFloorOf } from './rank-hand';

/**
 * A definition turned into the few numbers settlement reads, so settling a round is a handful of
 * comparisons with no allocation: enumeration and simulation settle millions of rounds. Every
 * amount is in ante bets and includes the returned ante (a push returns 1, a 1 to 1 win 2).
 */
export interface CompiledTeenPatti {
  /** The dealer qualifies with a hand of at least this strength (see rankHand). */
  readonly qualifyingStrengthMin: number;
  readonly anteReturnOnWin: number;
  readonly anteReturnWhenDealerDoesNotQualify: number;
  readonly anteReturnOnTie: number;
  /** bonusByClass[class index]: the ante bonus for the player's hand class, in ante bets. */
  readonly bonusByClass: Int32Array;
  /** The largest amount one round can return, in ante bets. */
  readonly returnMax: number;
}

// A pay this large would already be absurd; the cap keeps every product far below 2^53.
const payMax = 1_000_000;
const compiledByDefinition = new WeakMap<TeenPattiDefinition, CompiledTeenPatti>();

/** Compiles once per definition object; definitions are immutable data. */
export function compileTeenPatti(definition: TeenPattiDefinition): CompiledTeenPatti {
  const cached = compiledByDefinition.get(definition);
  if (cached) return cached;
  const compiled = compile(definition);
  compiledByDefinition.set(definition, compiled);
  return compiled;
}

function compile(definition: TeenPattiDefinition): CompiledTeenPatti {
  const { dealerQualifies, anteWinPays, anteBonusPays } = definition;
  assertPay(anteWinPays, 'anteWinPays', 1);
  const qualifyingClassIndex = handClasses.indexOf(dealerQualifies.handClass);
  if (qualifyingClassIndex === -1) {
    throw new RangeError(`no hand class ${String(dealerQualifies.handClass)}`);
  }
  const qualifyingStrengthMin = strengthFloorOf(
    qualifyingClassIndex,
    rankIndexOf(dealerQualifies.leadingRankAtLeast),
  );

  const anteReturnOf = (result: AnteResult, name: string): number => {
    switch (result) {
      case 'win':
        return 1 + anteWinPays;
      case 'push':
        return 1;
      case 'lose':
        return 0;
      default:
        throw new RangeError(`${name} must be win, push or lose, got ${String(result)}`);
    }
  };
  const bonusByClass = Int32Array.from(handClasses, (handClass) => {
    const pays = anteBonusPays[handClass];
    assertPay(pays, `anteBonusPays.${handClass}`, 0);
    return pays;
  });
  const anteReturnOnWin = 1 + anteWinPays;
  return {
    qualifyingStrengthMin,
    anteReturnOnWin,
    anteReturnWhenDealerDoesNotQualify: anteReturnOf(
      definition.anteWhenDealerDoesNotQualify,
      'anteWhenDealerDoesNotQualify',
    ),
    anteReturnOnTie: anteReturnOf(definition.anteOnTie, 'anteOnTie'),
    bonusByClass,
    returnMax: anteReturnOnWin + Math.max(...bonusByClass),
  };
}

/** Pays are whole multiples of the ante, so every amount in minor units is an exact integer. */
function assertPay(value: number, name: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min || value > payMax) {
    throw new RangeError(`${name} must be an integer from ${min} to ${payMax}, got ${value}`);
  }
}
