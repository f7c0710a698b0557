/** Golden Ox's own words in English, which defines the keys; the shell's are in games.ts. */
export const english = {
  paytableIntro:
    '3 reels of 3, 4 and 3 rows, and {lines} fixed lines. Three of a symbol on a line pay the line bet times the number shown. Line bet = total bet ÷ {lines}. Wins on different lines add up.',
  wildRule: 'The golden ox is wild: it stands in for every symbol, and three oxen pay the most.',
  chargeTitle: 'Ox Charge',
  chargeRule:
    'After a spin without a win, the ox may charge (1 in {oneIn}). The middle reel locks as four golden oxen and reels 1 and 3 respin until they win, up to {respins} times. Each respin multiplies its win more:',
  chargeStarts: 'Ox Charge!',
  respinOf: 'Respin {respin} of {respins}',
  chargeWin: 'Ox Charge × {multiplier}',
  chargeMissed: 'The ox ran out of breath',
  chargeWon: 'Ox Charge × {multiplier} · {lines}',
  symbol_ox: 'Golden ox',
  symbol_ingot: 'Gold ingot',
  symbol_jade: 'Jade disc',
  symbol_coins: 'Gold coins',
  symbol_knot: 'Lucky knot',
  symbol_lotus: 'Lotus',
  symbol_peach: 'Peach',
};

export type GoldenOxWords = Record<keyof typeof english, string>;
