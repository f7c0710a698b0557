/** Moon Rabbit's own words in English, which defines the keys; the shell's are in games.ts. */
export const english = {
  titleSmall: 'Moon',
  titleBig: 'Rabbit',
  paytableIntro:
    '4 reels, 3 rows and {lines} fixed lines. Three or four of a symbol on a line, in a row from the leftmost reel, pay the line bet times the number shown. Line bet = total bet ÷ {lines}. Only the best win of each line is paid; wins on different lines add up.',
  payHeadSymbol: 'Symbol',
  payHeadThree: '3 in a row',
  payHeadFour: '4 in a row',
  wildRule:
    'The full moon is wild: it stands in for every paying symbol. A line that starts with full moons pays whichever is higher, the moons’ own win or the symbol they complete.',
  collectTitle: 'Moon pearls and the jade rabbit',
  pearlRule:
    'Moon pearls land on reels {pearlReels}. Each pearl shows its cash prize, a multiple of the total bet.',
  collectRule:
    'The jade rabbit lands on reel {collectorReel} only. When it lands with pearls on the screen, it collects every pearl and pays the sum of their prizes. Without the rabbit, pearls pay nothing. Pearls and the rabbit never complete a line, and the full moon does not stand in for them.',
  reelRange: '{first} to {last}',
  prizeHeadPrize: 'Pearl prize',
  prizeHeadAmount: 'At your bet',
  prizeHeadChance: 'Chance',
  prizeNote: 'Every visible pearl draws its prize on its own, whether or not the rabbit lands.',
  spinPays: 'A spin pays its line wins plus the rabbit’s collect.',
  hintBefore: 'Pearls pay when the',
  hintAfter: 'rabbit lands on reel {reel}',
  collectBanner: 'The rabbit collects!',
  collectSum: 'Collect {amount}',
  pearlsCollected: 'the rabbit collects {count} pearls',
  pearlCollected: 'the rabbit collects 1 pearl',
  summaryLines: '{count} lines',
  summaryLine: '1 line',
  summaryPearls: '{count} pearls',
  summaryPearl: '1 pearl',
  festival: 'Moon festival!',
  symbol_moon: 'Full moon',
  symbol_mooncake: 'Mooncake',
  symbol_lantern: 'Paper lantern',
  symbol_lotus: 'Lotus',
  symbol_peach: 'Peach',
  symbol_osmanthus: 'Osmanthus',
  symbol_pearl: 'Moon pearl',
  symbol_rabbit: 'Jade rabbit',
};

export type MoonRabbitWords = Record<keyof typeof english, string>;
