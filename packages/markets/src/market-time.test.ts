import { describe, expect, it } from 'vitest';
import { getMarket } from './market-table';
import { formatOnMarketClock } from './market-time';

// 02:30 UTC on 10 March: still the 9th in São Paulo and Mexico City, mid-morning in Manila.
const at = new Date('2026-03-10T02:30:00Z');

describe("a moment on the market's clock", () => {
  it("is written in the player's language on their market's clock, not the server's", () => {
    expect(formatOnMarketClock(at, 'pt-BR', getMarket('BR'))).toBe('09/03/2026, 23:30');
    expect(formatOnMarketClock(at, 'es', getMarket('MX'))).toBe('9/3/26, 20:30');
    expect(formatOnMarketClock(at, 'en', getMarket('PH'))).toBe('3/10/26, 10:30 AM');
  });

  it('keeps each language apart when two share a time zone', () => {
    const manila = getMarket('PH');
    expect(formatOnMarketClock(at, 'en', manila)).not.toBe(formatOnMarketClock(at, 'es', manila));
  });
});
