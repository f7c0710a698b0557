import { describe, expect, it } from 'vitest';
import { computeLuckyTigerPar, luckyTiger } from '@sorte/slots';
import { describeGame, volatilityOf } from './describe-game';

describe('describeGame', () => {
  it('labels volatility by the documented thresholds on the volatility index', () => {
    expect(volatilityOf(0)).toBe('low');
    expect(volatilityOf(4.99)).toBe('low');
    expect(volatilityOf(5)).toBe('medium');
    expect(volatilityOf(14.99)).toBe('medium');
    expect(volatilityOf(15)).toBe('high');
  });

  it('publishes the exact PAR figures: both kinds of winning round and the exact max win', () => {
    expect(describeGame(66121, 'slot', computeLuckyTigerPar(luckyTiger))).toEqual({
      gameId: 66121,
      title: 'Lucky Tiger',
      kind: 'slot',
      rtpPercent: '96.6396',
      hitFrequencyPercent: '27.1139',
      netWinFrequencyPercent: '12.6611',
      maxWinTimesBet: '1300',
      volatility: 'medium',
    });
  });
});
