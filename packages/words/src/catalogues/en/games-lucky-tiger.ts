/** Lucky Tiger's own words in English, which defines the keys; the shell's are in games.ts. */
export const english = {
  featureStarts: 'Tiger Fortune!',
  featureSymbol: 'Tiger Fortune with {symbol}',
  fullScreen: 'Full screen!',
  paytableIntro:
    '3 reels, 3 rows and {lines} fixed lines. Three of a symbol on a line pay the line bet times the number shown. Line bet = total bet ÷ {lines}. Wins on different lines add up.',
  wildRule: 'The tiger is wild: it stands in for every symbol, and three tigers pay the most.',
  featureTitle: 'Tiger Fortune',
  featureRule:
    'Any spin can start Tiger Fortune (1 in {oneIn}): one symbol is picked and the reels show only that symbol, tigers and empty cells. Fill all nine cells and the whole win is multiplied by {multiplier}.',
  symbol_tiger: 'Tiger',
  symbol_ingot: 'Gold ingot',
  symbol_coins: 'Lucky coins',
  symbol_lantern: 'Lantern',
  symbol_envelope: 'Red envelope',
  symbol_firecracker: 'Firecracker',
  symbol_orange: 'Orange',
  symbol_blank: 'Empty',
};

export type LuckyTigerWords = Record<keyof typeof english, string>;
