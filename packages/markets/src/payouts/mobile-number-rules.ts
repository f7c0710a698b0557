import type { MarketCode } from '../market-codes';

/** How a market writes a mobile number, for wallets and phone keys. */
export interface MobileNumberRule {
  /** The country calling code without "+", as in the market's phoneAreaCode. */
  readonly countryCode: string;
  /** The national significant number of a mobile line (no country code, no trunk 0). */
  readonly nationalNumber: RegExp;
  /** The digit dialled before a national number inside the country, or null. */
  readonly trunkPrefix: string | null;
  /** How people there write one, shown in the error message. */
  readonly example: string;
}

// chosen: every pattern below is the mobile numbering of the country's regulator as widely
// published; confirm with the payout provider of each market before going live.
export const mobileNumberRules: { readonly [Code in MarketCode]: MobileNumberRule } = {
  // Anatel: a two-digit area code (no zero) and a nine-digit mobile number starting with 9.
  BR: {
    countryCode: '55',
    nationalNumber: /^[1-9]{2}9\d{8}$/,
    trunkPrefix: '0',
    example: '(11) 91234-5678',
  },
  // NCC: 070, 080, 081, 090, 091 and the like, ten digits after the trunk 0.
  NG: {
    countryCode: '234',
    nationalNumber: /^[789][01]\d{8}$/,
    trunkPrefix: '0',
    example: '0803 123 4567',
  },
  // Indonesian mobiles start with 8 and run 9 to 12 digits after the trunk 0.
  ID: {
    countryCode: '62',
    nationalNumber: /^8\d{8,11}$/,
    trunkPrefix: '0',
    example: '0812 3456 7890',
  },
  // Mexico dials ten digits for every line since 2019, with no trunk prefix.
  MX: { countryCode: '52', nationalNumber: /^\d{10}$/, trunkPrefix: null, example: '55 1234 5678' },
  // GCash and Maya numbers: 09XX XXX XXXX at home, +63 9XX XXX XXXX abroad.
  PH: { countryCode: '63', nationalNumber: /^9\d{9}$/, trunkPrefix: '0', example: '0917 123 4567' },
  // Vietnamese mobiles: nine digits starting with 3, 5, 7, 8 or 9 after the trunk 0.
  VN: {
    countryCode: '84',
    nationalNumber: /^[35789]\d{8}$/,
    trunkPrefix: '0',
    example: '091 234 5678',
  },
  // Thai mobiles: nine digits starting with 6, 8 or 9 after the trunk 0.
  TH: {
    countryCode: '66',
    nationalNumber: /^[689]\d{8}$/,
    trunkPrefix: '0',
    example: '081 234 5678',
  },
  // Egyptian mobiles: 010, 011, 012 or 015, then eight digits.
  EG: {
    countryCode: '20',
    nationalNumber: /^1[0125]\d{8}$/,
    trunkPrefix: '0',
    example: '010 1234 5678',
  },
};
