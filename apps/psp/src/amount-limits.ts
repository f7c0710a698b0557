/**
 * The largest charge or payout the provider takes, in minor units (one billion in major units for
 * two-decimal currencies). Far above any deposit the casino offers; it keeps every amount inside
 * what a BR Code's 13-character amount field can print.
 */
export const amountMinorMax = 99_999_999_999;
