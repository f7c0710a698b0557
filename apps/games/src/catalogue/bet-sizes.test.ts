import { describe, expect, it } from 'vitest';
import { markets } from '@sorte/markets';
import { goldenOx, luckyTiger } from '@sorte/slots';
import { betSizesFor, isOfferedBet } from './bet-sizes';

describe('bet sizes', () => {
  it('offers Brazil R$ 0,50 to R$ 20,00', () => {
    expect(betSizesFor('BRL')).toEqual([50, 100, 200, 500, 1000, 2000]);
  });

  it('scales every market by its first deposit against Brazil', () => {
    expect(betSizesFor('PHP')).toEqual([500, 1000, 2000, 5000, 10000, 20000]);
    expect(betSizesFor('MXN')).toEqual([150, 300, 600, 1500, 3000, 6000]);
  });

  it('gives every market whole line bets, ascending', () => {
    for (const market of Object.values(markets)) {
      const sizes = betSizesFor(market.currency) ?? [];
      expect(sizes.length, market.code).toBeGreaterThan(0);
      for (const betMinor of sizes) {
        expect(betMinor % luckyTiger.lines.length, `${market.code} ${betMinor}`).toBe(0);
        expect(betMinor % goldenOx.lines.length, `${market.code} ${betMinor}`).toBe(0);
      }
      expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
    }
  });

  it('refuses a bet off the list or a currency no market uses', () => {
    expect(isOfferedBet('BRL', 100)).toBe(true);
    expect(isOfferedBet('BRL', 101)).toBe(false);
    expect(isOfferedBet('USD', 100)).toBe(false);
  });
});
