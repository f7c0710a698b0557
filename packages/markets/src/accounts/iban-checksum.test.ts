import { describe, expect, it } from 'vitest';
import { ibanChecksumHolds } from './iban-checksum';

describe('ibanChecksumHolds', () => {
  it("accepts the IBAN registry's examples (Egypt, Germany, United Kingdom)", () => {
    expect(ibanChecksumHolds('EG380019000500000000263180002')).toBe(true);
    expect(ibanChecksumHolds('DE89370400440532013000')).toBe(true);
    expect(ibanChecksumHolds('GB29NWBK60161331926819')).toBe(true);
  });

  it('refuses them with a changed check digit, a changed account digit or two digits swapped', () => {
    expect(ibanChecksumHolds('EG390019000500000000263180002')).toBe(false);
    expect(ibanChecksumHolds('EG380019000500000000263180003')).toBe(false);
    expect(ibanChecksumHolds('EG380019000500000000261380002')).toBe(false);
  });

  it('refuses spaces, lower case and other shapes', () => {
    expect(ibanChecksumHolds('EG38 0019 0005 0000 0000 2631 8000 2')).toBe(false);
    expect(ibanChecksumHolds('eg380019000500000000263180002')).toBe(false);
    expect(ibanChecksumHolds('EG38')).toBe(false);
    expect(ibanChecksumHolds('')).toBe(false);
  });
});
