import { describe, expect, it } from 'vitest';
import {
  isPayoutBankCode,
  isPayoutOrderType,
  payoutBankCodes,
  payoutOrderTypes,
  seedPayoutOrderTypeNames,
} from './order-types';

describe('payout order types and bank codes', () => {
  it("keeps the seed's order type numbers", () => {
    expect(
      Object.fromEntries(seedPayoutOrderTypeNames.map((name) => [name, payoutOrderTypes[name]])),
    ).toEqual({ CPF: 1, BANK: 2, PHONE: 4, EMAIL: 5, WALLET: 6, QRCODE: 7 });
  });

  it('gives every order type its own number', () => {
    const numbers = Object.values(payoutOrderTypes);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("keeps the seed's bank codes, spelled as the seed spells them", () => {
    expect(payoutBankCodes).toEqual(['DOKUVA', 'QRIS', 'DANA', 'OVO', 'LinkAja', 'SHOPEEPAY']);
  });

  it('recognises codes and refuses anything else', () => {
    expect(isPayoutOrderType(4)).toBe(true);
    expect(isPayoutOrderType(8)).toBe(false);
    expect(isPayoutOrderType('4')).toBe(false);
    expect(isPayoutBankCode('LinkAja')).toBe(true);
    expect(isPayoutBankCode('LINKAJA')).toBe(false);
    expect(isPayoutBankCode(undefined)).toBe(false);
  });
});
