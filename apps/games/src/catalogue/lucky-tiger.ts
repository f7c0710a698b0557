import { computeLuckyTigerPar, luckyTiger, spinLuckyTiger } from '@sorte/slots';
import type { LuckyTigerSpin, LuckyTigerSymbol } from '@sorte/slots';
import { describeGame } from './describe-game';
import { lineGame } from './line-game';
import type { GameInfo, PlayableGame } from './playable-game';

/** What the Lucky Tiger page reads in `rules`. */
export interface LuckyTigerRules {
  /** Each payline as the row (0 = top) it crosses on reels 1, 2 and 3. */
  lines: (readonly [number, number, number])[];
  symbols: {
    id: LuckyTigerSymbol;
    role: 'wild' | 'paying' | 'blank';
    /** Three on a line pays this many line bets; 0 for the blank. */
    paysLineBets: number;
  }[];
  feature: { name: string; triggerOneIn: number; fullScreenMultiplier: number };
}

function describeLuckyTiger(): GameInfo<66121, LuckyTigerRules> {
  return {
    ...describeGame(66121, 'slot', computeLuckyTigerPar(luckyTiger)),
    betDivisibleBy: luckyTiger.lines.length,
    rules: {
      lines: luckyTiger.lines.map(([reel1, reel2, reel3]) => [reel1, reel2, reel3] as const),
      symbols: luckyTiger.symbols.map(({ id, role }) => ({
        id,
        role,
        paysLineBets: id === 'blank' ? 0 : luckyTiger.paytable[id],
      })),
      feature: {
        name: luckyTiger.feature.name,
        triggerOneIn: luckyTiger.feature.triggerOneIn,
        fullScreenMultiplier: luckyTiger.feature.fullScreenMultiplier,
      },
    },
  };
}

export const luckyTigerGame: PlayableGame<66121, LuckyTigerRules, LuckyTigerSpin> = lineGame({
  gameId: 66121,
  pageFile: 'lucky-tiger.html',
  definition: luckyTiger,
  describe: describeLuckyTiger,
  spin: spinLuckyTiger,
});
