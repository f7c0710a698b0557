import { computeGoldenOxPar, goldenOx, spinGoldenOx } from '@sorte/slots';
import type { GoldenOxSpin, GoldenOxSymbol } from '@sorte/slots';
import { describeGame } from './describe-game';
import { lineGame } from './line-game';
import type { GameInfo, PlayableGame } from './playable-game';

/** What the Golden Ox page reads in `rules`. */
export interface GoldenOxRules {
  /** Rows shown by reels 1, 2 and 3 (3, 4, 3): the outer reels sit centred. */
  reelRows: [number, number, number];
  /** Each payline as the row (0 = top of its reel) it crosses on reels 1, 2 and 3. */
  lines: (readonly [number, number, number])[];
  symbols: {
    id: GoldenOxSymbol;
    role: 'wild' | 'paying';
    /** Three on a line pay this many line bets. */
    paysLineBets: number;
  }[];
  /** Ox Charge: after a spin with no win, 1 in triggerOneIn; each respin's multiplier in order. */
  charge: { name: string; triggerOneIn: number; respinMultipliers: number[] };
}

function describeGoldenOx(): GameInfo<66122, GoldenOxRules> {
  const { reelRows, lines, symbols, paytable, charge } = goldenOx;
  return {
    ...describeGame(66122, 'slot', computeGoldenOxPar(goldenOx)),
    betDivisibleBy: lines.length,
    rules: {
      reelRows: [reelRows[0], reelRows[1], reelRows[2]],
      lines: lines.map(([reel1, reel2, reel3]) => [reel1, reel2, reel3] as const),
      symbols: symbols.map(({ id, role }) => ({ id, role, paysLineBets: paytable[id] })),
      charge: {
        name: charge.name,
        triggerOneIn: charge.triggerOneIn,
        respinMultipliers: [...charge.respinMultipliers],
      },
    },
  };
}

export const goldenOxGame: PlayableGame<66122, GoldenOxRules, GoldenOxSpin> = lineGame({
  gameId: 66122,
  pageFile: 'golden-ox.html',
  definition: goldenOx,
  describe: describeGoldenOx,
  spin: spinGoldenOx,
});
