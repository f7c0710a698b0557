/**
 * The one table of currencies (PRODUCT.md §3.1). Amounts are stored as integers of the app's
 * "minor units"; how a minor unit maps to what a player reads differs per currency and comes from
 * the seed (§9): BRL, PHP, MXN, THB and EGP show minor / 100; NGN and VND show the minor units as
 * they are; IDR shows minor × 10.
 */
export const currencyCodes = ['BRL', 'PHP', 'MXN', 'NGN', 'IDR', 'VND', 'THB', 'EGP'] as const;

export type CurrencyCode = (typeof currencyCodes)[number];

export interface Currency {
  readonly code: CurrencyCode;
  readonly sign: string;
  readonly signPosition: 'before' | 'after';
  /** Whether a space separates the sign from the digits ("R$ 1,00" but "₱1.00"). */
  readonly signSpaced: boolean;
  /**
   * Displayed value = amountMinor × 10^displayPowerOfTen: -2 means "divide by 100", 0 "as is",
   * 1 "times ten". Decimal places shown = max(0, -displayPowerOfTen).
   */
  readonly displayPowerOfTen: -2 | 0 | 1;
  readonly thousandsSeparator: '.' | ',';
  readonly decimalSeparator: ',' | '.';
  /** The seed abbreviates large IDR and VND values ("Rp 1.5M"); see formatMoney's compact option. */
  readonly abbreviatesLargeValues: boolean;
}

export const currencies: { readonly [Code in CurrencyCode]: Currency & { readonly code: Code } } = {
  BRL: {
    code: 'BRL',
    sign: 'R$',
    signPosition: 'before',
    signSpaced: true,
    displayPowerOfTen: -2,
    thousandsSeparator: '.',
    decimalSeparator: ',',
    abbreviatesLargeValues: false,
  },
  PHP: {
    code: 'PHP',
    sign: '₱',
    signPosition: 'before',
    signSpaced: false,
    displayPowerOfTen: -2,
    thousandsSeparator: ',',
    decimalSeparator: '.',
    abbreviatesLargeValues: false,
  },
  MXN: {
    code: 'MXN',
    // Mexicans read "$" as pesos (it is what es-MX Intl prints); the app only ever shows one
    // market's currency, so there is no dollar to confuse it with.
    sign: '$',
    signPosition: 'before',
    signSpaced: false,
    displayPowerOfTen: -2,
    thousandsSeparator: ',',
    decimalSeparator: '.',
    abbreviatesLargeValues: false,
  },
  NGN: {
    code: 'NGN',
    sign: '₦',
    signPosition: 'before',
    signSpaced: false,
    displayPowerOfTen: 0,
    thousandsSeparator: ',',
    decimalSeparator: '.',
    abbreviatesLargeValues: false,
  },
  IDR: {
    code: 'IDR',
    sign: 'Rp',
    signPosition: 'before',
    signSpaced: true,
    displayPowerOfTen: 1,
    thousandsSeparator: ',',
    decimalSeparator: '.',
    abbreviatesLargeValues: true,
  },
  VND: {
    code: 'VND',
    // Vietnamese write the dong sign after the amount.
    sign: '₫',
    signPosition: 'after',
    signSpaced: true,
    displayPowerOfTen: 0,
    thousandsSeparator: ',',
    decimalSeparator: '.',
    abbreviatesLargeValues: true,
  },
  THB: {
    code: 'THB',
    sign: '฿',
    signPosition: 'before',
    signSpaced: false,
    displayPowerOfTen: -2,
    thousandsSeparator: ',',
    decimalSeparator: '.',
    abbreviatesLargeValues: false,
  },
  EGP: {
    code: 'EGP',
    sign: 'E£',
    signPosition: 'before',
    signSpaced: false,
    displayPowerOfTen: -2,
    thousandsSeparator: ',',
    decimalSeparator: '.',
    abbreviatesLargeValues: false,
  },
};

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (currencyCodes as readonly string[]).includes(value);
}

/** For boundaries (database rows, config): returns the code or throws a readable error. */
export function assertCurrencyCode(value: unknown): CurrencyCode {
  if (!isCurrencyCode(value)) {
    throw new TypeError(
      `unknown currency ${JSON.stringify(value)}; expected one of ${currencyCodes.join(', ')}`,
    );
  }
  return value;
}

export function getCurrency(code: CurrencyCode): Currency {
  return currencies[assertCurrencyCode(code)];
}

/** Decimal places a player sees for this currency: 2 for the "/100" currencies, else 0. */
export function fractionDigitsOf(currency: Currency): number {
  return Math.max(0, -currency.displayPowerOfTen);
}
