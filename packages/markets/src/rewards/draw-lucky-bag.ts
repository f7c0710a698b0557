import type { LuckyBagPrize } from './reward-settings';

/**
 * One draw of the lucky bag's table: `randomBelow(n)` answers a uniform whole number in [0, n)
 * (the api passes `crypto.randomInt`), and each prize wins as often as its weight says.
 */
export function drawLuckyBag(
  prizes: readonly LuckyBagPrize[],
  randomBelow: (bound: number) => number,
): LuckyBagPrize {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (prizes.length === 0 || total <= 0) throw new Error('drawLuckyBag: an empty prize table');
  let ticket = randomBelow(total);
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  throw new Error(`drawLuckyBag: ticket outside the table's weight ${total}`);
}
