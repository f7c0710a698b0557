import { buildParSheet } from '../../par/build-par-sheet';
import type { StakedOutcome } from '../../par/exact-distribution';
import { formatPercent, fraction } from '../../par/fraction';
import type { Fraction } from '../../par/fraction';
import type { ParSheet, ParTable } from '../../par/par-sheet';
import { deckSize } from './cards';
import { compileTeenPatti, dealerDoesNotQualify, handsEqual, playerHigher } from './compile';
import type { CompiledTeenPatti } from './compile';
import type { TeenPattiDefinition } from './definition';
import { countDeals } from './count-deals';
import type { DealTally, PlayerHandTally } from './count-deals';
import { handClasses, handClassIndexOf } from './rank-hand';
import { settleBonus } from './settle';
import { playBeatsFolding, playReturnOverDealerHands, strategyFromFullDeal } from './strategy';
import type { TeenPattiStrategy } from './strategy';

const fullDeck: readonly number[] = Array.from({ length: deckSize }, (_, card) => card);

/** How the sheet's player decides: the best decision for each hand, or playing every hand. */
export type TeenPattiPlayerStrategy = 'optimal' | 'alwaysPlay';

/** Teen Patti's PAR sheet: the figures under the best play, that play, and always playing. */
export interface TeenPattiParSheet extends ParSheet {
  /** The best decision for every hand, as the one rule the game publishes. */
  readonly strategy: TeenPattiStrategy;
  /** The RTP of a player who plays every hand, folding none. */
  readonly alwaysPlayRtp: Fraction;
  readonly alwaysPlayRtpPercent: string;
}

/**
 * Exact PAR by counting every deal: each of the C(52,3) player hands against each of the C(49,3)
 * dealer hands from the rest of the deck, all 407,170,400 equally likely (the order of the cards
 * within a hand never matters), with the player making the best decision for each hand. The RTP
 * is what the rounds return over what they stake: an ante for a folded hand, ante and play for a
 * played one. countDeals does the counting by strength, so this takes well under a second.
 */
export function computePar(definition: TeenPattiDefinition): TeenPattiParSheet {
  const tally = countDeals(fullDeck, compileTeenPatti(definition).qualifyingStrengthMin);
  const sheet = parFromTally(definition, tally, 'optimal');
  const alwaysPlayRtp = parFromTally(definition, tally, 'alwaysPlay').rtp;
  const strategy = strategyFromFullDeal(definition, tally);
  return {
    ...sheet,
    strategy,
    alwaysPlayRtp,
    alwaysPlayRtpPercent: formatPercent(alwaysPlayRtp),
    tables: [
      {
        title: 'Best play (found by counting every dealer hand against each player hand)',
        columns: ['figure', 'value'],
        rows: [
          ['decision', strategy.description],
          ['RTP with the best play %', sheet.rtpPercent],
          ['RTP playing every hand %', formatPercent(alwaysPlayRtp)],
        ],
      },
      ...sheet.tables,
    ],
  };
}

/**
 * The same over any deck and either strategy, so a test can check it against a pair-by-pair count
 * on a small one. 'optimal' decides each player hand by its exact average return over that deck.
 */
export function computeParOverDeck(
  definition: TeenPattiDefinition,
  deck: readonly number[],
  strategy: TeenPattiPlayerStrategy,
): ParSheet {
  const tally = countDeals(deck, compileTeenPatti(definition).qualifyingStrengthMin);
  return parFromTally(definition, tally, strategy);
}

function parFromTally(
  definition: TeenPattiDefinition,
  tally: DealTally,
  strategy: TeenPattiPlayerStrategy,
): ParSheet {
  const compiled = compileTeenPatti(definition);
  const perHand = tally.dealerHandsPerPlayerHand;
  const weightByOutcome = new Map<string, StakedOutcome>();
  const add = (win: number, bet: number, count: number): void => {
    if (count === 0) return;
    const key = `${win}/${bet}`;
    const weight = (weightByOutcome.get(key)?.weight ?? 0n) + BigInt(count);
    weightByOutcome.set(key, { win, bet, weight });
  };
  const plays = (hand: PlayerHandTally): boolean =>
    strategy === 'alwaysPlay' ||
    playBeatsFolding(playReturnOverDealerHands(compiled, hand, perHand), perHand);
  for (const hand of tally.playerHands) {
    if (!plays(hand)) {
      add(0, 1, perHand);
      continue;
    }
    const bonus = settleBonus(compiled, hand.strength);
    for (const [settlementCase, count] of casesOf(hand)) {
      add(returnOf(compiled, settlementCase) + bonus, 2, count);
    }
  }
  const weightTotal = BigInt(tally.playerHands.length) * BigInt(perHand);
  const sheet = buildParSheet({
    gameId: definition.gameId,
    title: definition.title,
    stakedDistribution: { weightTotal, outcomes: [...weightByOutcome.values()] },
    tables: [],
  });
  return {
    ...sheet,
    tables: [
      ...describeTeenPatti(definition, tally, plays),
      describeReturns([...weightByOutcome.values()], weightTotal),
    ],
  };
}

/** A played hand's dealer hands by how they settle it. */
function casesOf(hand: PlayerHandTally): readonly (readonly [number, number])[] {
  return [
    [dealerDoesNotQualify, hand.dealerNotQualifying],
    [playerHigher, hand.dealerLower],
    [handsEqual, hand.dealerEqual],
    [3, hand.dealerHigher],
  ];
}

function returnOf(compiled: CompiledTeenPatti, settlementCase: number): number {
  return (
    (compiled.anteReturnByCase[settlementCase] ?? 0) +
    (compiled.playReturnByCase[settlementCase] ?? 0)
  );
}

/** Every amount a round can return with what it staked and its exact probability. */
function describeReturns(outcomes: readonly StakedOutcome[], weightTotal: bigint): ParTable {
  return {
    title: 'Return of a round (antes, the stakes included)',
    columns: ['staked', 'returns', 'probability %', 'exact'],
    rows: [...outcomes]
      .sort((left, right) => left.bet - right.bet || left.win - right.win)
      .map(({ win, bet, weight }) => {
        const probability = fraction(weight, weightTotal);
        return [
          bet,
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
  plays: (hand: PlayerHandTally) => boolean,
): ParTable[] {
  const compiled = compileTeenPatti(definition);
  const counts = countRoundEnds(compiled, tally, plays);
  const { handCount, perHand, weightTotal, handsByClass } = counts;
  const ofAllDeals = (count: bigint): Fraction => fraction(count, weightTotal);
  const ofStaked = (amount: bigint): Fraction => fraction(amount, counts.staked);
  return [
    rulesTable(definition),
    handClassTable(compiled, handCount, handsByClass),
    {
      title: 'How a round ends (probability of a round)',
      columns: ['case', 'probability %', 'exact'],
      rows: [
        ['folded', ...percentAndFraction(ofAllDeals(counts.folded))],
        [
          'played, dealer does not qualify',
          ...percentAndFraction(ofAllDeals(counts.notQualifying)),
        ],
        [
          'played, dealer qualifies, player higher',
          ...percentAndFraction(ofAllDeals(counts.lower)),
        ],
        ['played, dealer qualifies, hands equal', ...percentAndFraction(ofAllDeals(counts.equal))],
        [
          'played, dealer qualifies, player lower',
          ...percentAndFraction(ofAllDeals(counts.higher)),
        ],
      ],
    },
    {
      title: 'RTP by source (% of everything staked)',
      columns: ['source', 'RTP %', 'exact'],
      rows: [
        ['ante (returned ante included)', ...percentAndFraction(ofStaked(counts.anteReturn))],
        [
          'play bet (returned play bet included)',
          ...percentAndFraction(ofStaked(counts.playReturn)),
        ],
        ['ante bonus', ...percentAndFraction(ofStaked(counts.bonusReturn))],
      ],
    },
    {
      title: 'Net result of a round',
      columns: ['result', 'probability %', 'exact'],
      rows: [
        ['returns more than it staked (net win)', ...percentAndFraction(ofAllDeals(counts.netWin))],
        ['returns exactly what it staked', ...percentAndFraction(ofAllDeals(counts.stakeBack))],
        [
          'returns less than it staked',
          ...percentAndFraction(ofAllDeals(weightTotal - counts.netWin - counts.stakeBack)),
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

/** How often the player holds each hand class, and its ante bonus. */
function handClassTable(
  compiled: CompiledTeenPatti,
  handCount: bigint,
  handsByClass: readonly bigint[],
): ParTable {
  return {
    title: `Player hand classes (of ${handCount} hands) and the ante bonus (to 1, paid when played)`,
    columns: ['hand class', 'hands', 'probability %', 'bonus pays'],
    rows: handClasses
      .map((handClass, classIndex) => {
        const hands = handsByClass[classIndex] ?? 0n;
        return [
          handClass,
          hands.toString(),
          formatPercent(fraction(hands, handCount)),
          compiled.bonusByClass[classIndex] ?? 0,
        ];
      })
      .reverse(),
  };
}

function percentAndFraction(value: Fraction): [string, string] {
  return [formatPercent(value), `${value.numerator}/${value.denominator}`];
}

/** Every deal under the strategy `plays`: how rounds end, what each bet returns, what is staked. */
function countRoundEnds(
  compiled: CompiledTeenPatti,
  tally: DealTally,
  plays: (hand: PlayerHandTally) => boolean,
) {
  const handCount = BigInt(tally.playerHands.length);
  const perHand = BigInt(tally.dealerHandsPerPlayerHand);
  const weightTotal = handCount * perHand;
  const handsByClass = handClasses.map(() => 0n);
  let folded = 0n;
  let notQualifying = 0n;
  let lower = 0n;
  let equal = 0n;
  let higher = 0n;
  let anteReturn = 0n;
  let playReturn = 0n;
  let bonusReturn = 0n;
  let staked = 0n;
  let netWin = 0n;
  let stakeBack = 0n;
  for (const hand of tally.playerHands) {
    const classIndex = handClassIndexOf(hand.strength);
    handsByClass[classIndex] = (handsByClass[classIndex] ?? 0n) + 1n;
    if (!plays(hand)) {
      folded += perHand;
      staked += perHand;
      continue;
    }
    staked += 2n * perHand;
    const bonus = settleBonus(compiled, hand.strength);
    for (const [settlementCase, count] of casesOf(hand)) {
      const ante = compiled.anteReturnByCase[settlementCase] ?? 0;
      const play = compiled.playReturnByCase[settlementCase] ?? 0;
      anteReturn += BigInt(ante * count);
      playReturn += BigInt(play * count);
      if (ante + play + bonus > 2) netWin += BigInt(count);
      if (ante + play + bonus === 2) stakeBack += BigInt(count);
    }
    bonusReturn += BigInt(bonus) * perHand;
    notQualifying += BigInt(hand.dealerNotQualifying);
    lower += BigInt(hand.dealerLower);
    equal += BigInt(hand.dealerEqual);
    higher += BigInt(hand.dealerHigher);
  }
  return {
    handCount,
    perHand,
    weightTotal,
    handsByClass,
    folded,
    notQualifying,
    lower,
    equal,
    higher,
    anteReturn,
    playReturn,
    bonusReturn,
    staked,
    netWin,
    stakeBack,
  };
}

/** The rules the figures hold for, in words. */
function rulesTable(definition: TeenPattiDefinition): ParTable {
  const { dealerQualifies } = definition;
  return {
    title: 'Rules',
    columns: ['rule', 'value'],
    rows: [
      [
        'dealer qualifies with',
        dealerQualifies.handClass === 'highCard'
          ? `${dealerQualifies.leadingRankAtLeast}-high or better`
          : `${dealerQualifies.handClass} led by ${dealerQualifies.leadingRankAtLeast} or better`,
      ],
      ['fold', 'the ante is lost'],
      ['play', 'a play bet equal to the ante'],
      ['ante win pays (to 1)', definition.anteWinPays],
      ['play win pays (to 1)', definition.playWinPays],
      ['ante when the dealer does not qualify', definition.anteWhenDealerDoesNotQualify],
      ['play bet when the dealer does not qualify', definition.playWhenDealerDoesNotQualify],
      ['ante and play bet when the hands tie', `${definition.anteOnTie}, ${definition.playOnTie}`],
    ],
  };
}
