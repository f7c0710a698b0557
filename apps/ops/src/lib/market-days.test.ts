import { describe, expect, it } from 'vitest';
import { getMarket } from '@sorte/markets';
import { calendarDayIn, consoleMarkets, daysInRange, shiftDay } from './market-days';

describe('market days', () => {
  it('names the day on the market’s own calendar', () => {
    const at = new Date('2026-11-27T02:30:00Z');
    expect(calendarDayIn('America/Sao_Paulo', at)).toBe('2026-11-26');
    expect(calendarDayIn('Asia/Manila', at)).toBe('2026-11-27');
    expect(calendarDayIn('America/Mexico_City', at)).toBe('2026-11-26');
  });

  it('counts a range with both ends, and refuses days that are not real or out of order', () => {
    expect(daysInRange('2026-11-27', '2026-11-27')).toBe(1);
    expect(daysInRange('2026-08-28', '2026-11-27')).toBe(92);
    expect(daysInRange('2028-02-28', '2028-03-01')).toBe(3);
    expect(daysInRange('2026-02-29', '2026-03-01')).toBeNull();
    expect(daysInRange('2026-11-28', '2026-11-27')).toBeNull();
    expect(daysInRange('', '2026-11-27')).toBeNull();
  });

  it('moves across months and years', () => {
    expect(shiftDay('2026-11-27', -29)).toBe('2026-10-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('the console’s markets', () => {
  it('follow the time zone the api reports them in', () => {
    for (const { market, timeZone } of consoleMarkets) {
      expect(timeZone, market).toBe(getMarket(market).timeZone);
    }
  });
});
