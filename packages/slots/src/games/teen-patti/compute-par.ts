import { buildParSheet } from '../../par/build-par-sheet';
import { formatPercent, fraction } from '../../par/fraction';
import type { Fraction } from '../../par/fraction';
import type { ParSheet, ParTable } from '../../par/par-sheet';
import { deckSize } from './cards';
import { compileTeenPatti } from './compile';
import type { TeenPattiDefinition } from './definition';
import { countDeals } from './count-deals';
import type { DealTally } from './count-deals';
import { handClasses, handClassIndexOf } from './rank-hand';
import { settleBonus } from './settle';

const fullDeck: readonly number[] = Array.from({ length: deckSize }, (_, card) => card);

/**
 * Exact PAR by counting every deal: each of the C(52,3) player hands against each of the C(49,3)
 * dealer hands from the rest of the deck, all 407,170,400 equally likely (the order of the cards
 * within a hand never matters). countDeals does the counting by strength, so this takes well under
 * a second.
 */
export function computePar(definition: TeenPattiDefinition): ParSheet {
  return computeParOverDeck(definition, fullDeck);
}

/** The same over any deck, so a test can check it against a pair-by-pair count on a small one. */
export function computeParOverDeck(
  definition: TeenPattiDefinition,
  deck: readonly number[],
): ParSheet {
  const compiled = compileTeenPatti(definition);
  const tally = countDeals(deck, compiled.qualifyingStrengthMin);
  const weightByWin = new Map<number, bigint>();
  const add = (win: number, count: number): void => {
    if (count > 0) weightByWin.set(win, (weightByWin.get(win) ?? 0n) + BigInt(count));
  };
  for (const hand of tally.playerHands) {
    const bonus = settleBonus(compiled, hand.strength);
    add(compiled.anteReturnWhenDealerDoesNotQualify + bonus, hand.dealerNotQualifying);
    add(compiled.anteReturnOnWin + bonus, hand.dealerLower);
    add(compiled.anteReturnOnTie + bonus, hand.dealerEqual);
    add(bonus, hand.dealerHigher);
  }
  const weightTotal = BigInt(tally.playerHands.length) * BigInt(tally.dealerHandsPerPlayerHand);
  const sheet = buildParSheet({
    gameId: definition.gameId,
    title: definition.title,
    distribution: { weightTotal, weightByWin },
    betUnits: 1,
    tables: [],
  });
  return {
    ...sheet,
    tables: [
      ...describeTeenPatti(definition, tally, weightTotal),
      describeReturns(weightByWin, weightTotal),
    ],
  };
}

/** Every amount a round can return, with its exact probability: a short list for a table game. */
function describeReturns(weightByWin: ReadonlyMap<number, bigint>, weightTotal: bigint): ParTable {
  return {
    title: 'Return of a round (× ante, the ante included)',
    columns: ['returns', 'probability %', 'exact'],
    rows: [...weightByWin.entries()]
      .sort(([left], [right]) => left - right)
      .map(([win, weight]) => {
        const probability = fraction(weight, weightTotal);
        return [
          win,
          formatPercent(probability),
          `${probability.numerator}/${probability.denominator}`,
        ];
      }),
  };
}

function describeTeenPatti(
  definition: TeenPattiDefinition,
  tally: DealTally,
  weightTotal: bigint,
): ParTable[] {
  const compiled = compileTeenPatti(definition);
  const handCount = BigInt(tally.playerHands.length);
  const perHand = BigInt(tally.dealerHandsPerPlayerHand);
  const ofAllDeals = (count: bigint): Fraction => fraction(count, weightTotal);

  const handsByClass = handClasses.map(() => 0n);
  let notQualifying = 0n;
  let lower = 0n;
  let equal = 0n;
  let higher = 0n;
  let anteReturn = 0n;
  let bonusReturn = 0n;
  let netWin = 0n;
  let stakeBack = 0n;
  for (const hand of tally.playerHands) {
    const classIndex = handClassIndexOf(hand.strength);
    handsByClass[classIndex] = (handsByClass[classIndex] ?? 0n) + 1n;
    const bonus = settleBonus(compiled, hand.strength);
    const outcomes: readonly (readonly [number, number])[] = [
      [compiled.anteReturnWhenDealerDoesNotQualify, hand.dealerNotQualifying],
      [compiled.anteReturnOnWin, hand.dealerLower],
      [compiled.anteReturnOnTie, hand.dealerEqual],
      [0, hand.dealerHigher],
    ];
    for (const [ante, count] of outcomes) {
      anteReturn += BigInt(ante * count);
      if (ante + bonus > 1) netWin += BigInt(count);
      if (ante + bonus === 1) stakeBack += BigInt(count);
    }
    bonusReturn += BigInt(bonus) * perHand;
    notQualifying += BigInt(hand.dealerNotQualifying);
    lower += BigInt(hand.dealerLower);
    equal += BigInt(hand.dealerEqual);
    higher += BigInt(hand.dealerHigher);
  }
  const percentAndFraction = (value: Fraction): [string, string] => [
    formatPercent(value),
    `${value.numerator}/${value.denominator}`,
  ];
  const { dealerQualifies } = definition;
  return [
    {
      title: 'Rules',
      columns: ['rule', 'value'],
      rows: [
        [
          'dealer qualifies with',
          dealerQualifies.handClass === 'highCard'
            ? `${dealerQualifies.leadingRankAtLeast}-high or better`
            : `${dealerQualifies.handClass} led by ${dealerQualifies.leadingRankAtLeast} or better`,
        ],
        ['ante win pays (to 1)', definition.anteWinPays],
        ['ante when the dealer does not qualify', definition.anteWhenDealerDoesNotQualify],
        ['ante when the hands tie', definition.anteOnTie],
      ],
    },
    {
      title: `Player hand classes (of ${handCount} hands) and the ante bonus (to 1)`,
      columns: ['hand class', 'hands', 'probability %', 'bonus pays', 'bonus RTP %'],
      rows: handClasses
        .map((handClass, classIndex) => {
          const hands = handsByClass[classIndex] ?? 0n;
          const pays = compiled.bonusByClass[classIndex] ?? 0;
          return [
            handClass,
            hands.toString(),
            formatPercent(fraction(hands, handCount)),
            pays,
            formatPercent(fraction(hands * BigInt(pays), handCount)),
          ];
        })
        .reverse(),
    },
    {
      title: 'How the ante settles (probability of a round)',
      columns: ['case', 'probability %', 'exact'],
      rows: [
        ['dealer does not qualify', ...percentAndFraction(ofAllDeals(notQualifying))],
        ['dealer qualifies, player higher', ...percentAndFraction(ofAllDeals(lower))],
        ['dealer qualifies, hands equal', ...percentAndFraction(ofAllDeals(equal))],
        ['dealer qualifies, player lower', ...percentAndFraction(ofAllDeals(higher))],
      ],
    },
    {
      title: 'RTP by source (% of the ante)',
      columns: ['source', 'RTP %', 'exact'],
      rows: [
        ['ante (returned ante included)', ...percentAndFraction(ofAllDeals(anteReturn))],
        ['ante bonus', ...percentAndFraction(ofAllDeals(bonusReturn))],
      ],
    },
    {
      title: 'Net result of a round',
      columns: ['result', 'probability %', 'exact'],
      rows: [
        ['returns more than the ante (net win)', ...percentAndFraction(ofAllDeals(netWin))],
        ['returns exactly the ante', ...percentAndFraction(ofAllDeals(stakeBack))],
        [
          'returns less than the ante',
          ...percentAndFraction(ofAllDeals(weightTotal - netWin - stakeBack)),
        ],
      ],
    },
    {
      title: 'Combinations',
      columns: ['what', 'count'],
      rows: [
        ['player hands', handCount.toString()],
        ['dealer hands from the rest of the deck, per player hand', perHand.toString()],
        ['deals (player hand, dealer hand): the common denominator', weightTotal.toString()],
      ],
    },
  ];
}
