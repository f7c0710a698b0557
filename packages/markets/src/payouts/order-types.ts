/**
 * The seed's order type codes: what kind of destination a withdrawal order pays to. The numbers
 * travel in the seed's calls, so they never change once published.
 */
export const payoutOrderTypes = {
  CPF: 1,
  BANK: 2,
  // chosen: the seed's list skips 3; a PIX random key (EVP) needs a code of its own, and 3 is the
  // one free number between the seed's codes. Confirm against the payment gateway before going
  // live (some gateways use 3 for a CNPJ key).
  EVP: 3,
  PHONE: 4,
  EMAIL: 5,
  WALLET: 6,
  QRCODE: 7,
} as const;

export type PayoutOrderTypeName = keyof typeof payoutOrderTypes;
export type PayoutOrderType = (typeof payoutOrderTypes)[PayoutOrderTypeName];

/** The order types the seed itself lists (CPF 1, BANK 2, PHONE 4, EMAIL 5, WALLET 6, QRCODE 7). */
export const seedPayoutOrderTypeNames = [
  'CPF',
  'BANK',
  'PHONE',
  'EMAIL',
  'WALLET',
  'QRCODE',
] as const satisfies readonly PayoutOrderTypeName[];

/**
 * The seed's bank codes, all Indonesian: a bank transfer through DOKU (DOKUVA), a QRIS code, and
 * the e-wallets DANA, OVO, LinkAja and ShopeePay. Spelled exactly as the seed spells them.
 */
export const payoutBankCodes = ['DOKUVA', 'QRIS', 'DANA', 'OVO', 'LinkAja', 'SHOPEEPAY'] as const;

export type PayoutBankCode = (typeof payoutBankCodes)[number];

export function isPayoutOrderType(value: unknown): value is PayoutOrderType {
  return typeof value === 'number' && (Object.values(payoutOrderTypes) as number[]).includes(value);
}

export function isPayoutBankCode(value: unknown): value is PayoutBankCode {
  return typeof value === 'string' && (payoutBankCodes as readonly string[]).includes(value);
}
