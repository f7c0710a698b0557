import { computeMoonRabbitPar, formatPercent, moonRabbit, spinMoonRabbit } from '@sorte/slots';
import type {
  MoonRabbitBetMultiple,
  MoonRabbitSpin,
  MoonRabbitSymbol,
  MoonRabbitSymbolRole,
} from '@sorte/slots';
import { describeGame } from './describe-game';
import { lineGame } from './line-game';
import type { GameInfo, PlayableGame } from './playable-game';

/** What the Moon Rabbit page reads in `rules`. */
export interface MoonRabbitRules {
  reels: number;
  rows: number;
  /** Each payline as the row (0 = top) it crosses on reels 1, 2, 3 and 4. */
  lines: (readonly [number, number, number, number])[];
  symbols: {
    id: MoonRabbitSymbol;
    role: MoonRabbitSymbolRole;
    /** Three or four on a line, from reel 1, pay this many line bets; null for pearl and rabbit. */
    pays: { three: number; four: number } | null;
  }[];
  /** The prizes a pearl can carry, smallest first, with how often it carries each. */
  pearlPrizes: {
    timesBet: MoonRabbitBetMultiple;
    weight: number;
    /** weight ÷ the sum of the weights, as decimal text rounded down ("28.00"). */
    chancePercent: string;
  }[];
  /** The reels (0 = reel 1) pearls land on. */
  pearlReels: number[];
  /** The reel (0 = reel 1) the jade rabbit lands on. */
  collectorReel: number;
}

function describeMoonRabbit(): GameInfo<66123, MoonRabbitRules> {
  const { lines, symbols, paytable, cashPrizes, strips, collectorReel } = moonRabbit;
  const weightTotal = cashPrizes.reduce((sum, prize) => sum + prize.weight, 0);
  return {
    ...describeGame(66123, 'slot', computeMoonRabbitPar(moonRabbit)),
    betDivisibleBy: lines.length,
    rules: {
      reels: moonRabbit.reels,
      rows: moonRabbit.rows,
      lines: lines.map(([reel1, reel2, reel3, reel4]) => [reel1, reel2, reel3, reel4] as const),
      symbols: symbols.map(({ id, role }) => ({
        id,
        role,
        pays: id === 'pearl' || id === 'rabbit' ? null : { ...paytable[id] },
      })),
      pearlPrizes: cashPrizes.map(({ timesBet, weight }) => ({
        timesBet: { ...timesBet },
        weight,
        chancePercent: formatPercent(
          { numerator: BigInt(weight), denominator: BigInt(weightTotal) },
          2,
        ),
      })),
      pearlReels: strips.flatMap((strip, reel) => (strip.includes('pearl') ? [reel] : [])),
      collectorReel,
    },
  };
}

export const moonRabbitGame: PlayableGame<66123, MoonRabbitRules, MoonRabbitSpin> = lineGame({
  gameId: 66123,
  pageFile: 'moon-rabbit.html',
  definition: moonRabbit,
  describe: describeMoonRabbit,
  spin: spinMoonRabbit,
});
