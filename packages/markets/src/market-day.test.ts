import { describe, expect, it } from 'vitest';
import { getMarket } from './market-table';
import { marketDay } from './market-day';

describe("the market's day", () => {
  it('follows the market’s time zone, not the server’s', () => {
    // 02:30 UTC on 24 November is still the 23rd in São Paulo (UTC−3) and already the 24th in Manila.
    const at = new Date('2026-11-24T02:30:00Z');
    expect(marketDay(getMarket('BR'), at)).toBe('2026-11-23');
    expect(marketDay(getMarket('PH'), at)).toBe('2026-11-24');
  });
});
