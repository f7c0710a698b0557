import { describe, expect, it } from 'vitest';
import { hasStartupAgeGateMarker } from './startup-age-gate-marker';

describe('the startup channel markers of the 18+ setup', () => {
  it('are kk, ks and kw, as a parameter or as a channel value', () => {
    expect(hasStartupAgeGateMarker('?kk=1')).toBe(true);
    expect(hasStartupAgeGateMarker('?ks')).toBe(true);
    expect(hasStartupAgeGateMarker('?channel=kw&code=abc')).toBe(true);
    expect(hasStartupAgeGateMarker('')).toBe(false);
    expect(hasStartupAgeGateMarker('?channel=fb&code=kkx')).toBe(false);
  });
});
