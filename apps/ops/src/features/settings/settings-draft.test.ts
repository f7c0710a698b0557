import { describe, expect, it } from 'vitest';
import { markets, settingsOfMarket } from '@sorte/markets';
import { draftOf, readDraft } from './settings-draft';

describe('the settings form', () => {
  it('shows every market table in its own units and reads it back to the same settings', () => {
    for (const market of Object.values(markets)) {
      const settings = settingsOfMarket(market);
      const draft = draftOf(settings, market.currency);
      expect(readDraft(draft, market.currency), market.code).toEqual({ ok: true, settings });
    }
  });

  it('reads amounts as staff type them and bonus rates as percentages', () => {
    const draft = draftOf(settingsOfMarket(markets.BR), 'BRL');
    draft.depositOptions[0] = { amount: '12,50', bonusPercent: '7.5' };
    draft.withdrawalMax = 'R$ 8.000,00';
    const read = readDraft(draft, 'BRL');
    expect(read.ok && read.settings.depositOptions[0]).toEqual({
      orderAmountMinor: 1_250,
      givingRateBps: 750,
    });
    expect(read.ok && read.settings.withdrawalMinorMax).toBe(800_000);
  });

  it('names the fields holding text that is no amount, sending nothing', () => {
    const draft = draftOf(settingsOfMarket(markets.MX), 'MXN');
    draft.vipThresholds[2] = 'mil';
    draft.depositOptions[1] = { amount: '200', bonusPercent: '10%%' };
    draft.withdrawalMin = '-5';
    expect(readDraft(draft, 'MXN')).toEqual({
      ok: false,
      unreadable: ['depositOptions', 'withdrawalMinorMin', 'vipThresholdsMinor'],
    });
  });
});
