import type { MarketCode } from '../../market-codes';
import { mobileNumberRules } from '../mobile-number-rules';
import { acceptField, refuseField, withoutSeparators } from './payout-field-check';
import type { PayoutFieldCheck } from './payout-field-check';

/**
 * A mobile number of the market, written the ways people write it: with "+" and the country code
 * (+63 917 123 4567), with the country code alone (639171234567), with the trunk 0
 * (0917 123 4567) or bare (917 123 4567); spaces, dots, hyphens and parentheses allowed. Stored in
 * E.164 (+639171234567), the form wallets and PIX phone keys are registered in.
 */
export function checkMobileNumberField(marketCode: MarketCode, input: string): PayoutFieldCheck {
  const rule = mobileNumberRules[marketCode];
  const number = withoutSeparators(input);
  if (number === null) return refuseField('phone_invalid');
  const candidates = number.startsWith('+')
    ? [number.startsWith(`+${rule.countryCode}`) ? number.slice(1 + rule.countryCode.length) : '']
    : [
        number.startsWith(rule.countryCode) ? number.slice(rule.countryCode.length) : '',
        rule.trunkPrefix !== null && number.startsWith(rule.trunkPrefix)
          ? number.slice(rule.trunkPrefix.length)
          : '',
        number,
      ];
  const national = candidates.find((candidate) => rule.nationalNumber.test(candidate));
  return national === undefined
    ? refuseField('phone_invalid')
    : acceptField(`+${rule.countryCode}${national}`);
}

/**
 * A typed number as accounts store it, to find the one a player signs in with: read by the rule
 * of the market the page is served as (so "11 98765-4321" on a Brazilian page is +5511987654321),
 * or, written with "+", by the rule of the market whose country code it starts with. A number
 * neither reads is returned without separators, which matches no stored number.
 */
export function mobileNumberAsStored(marketCode: MarketCode, input: string): string {
  const checked = checkMobileNumberField(marketCode, input);
  if (checked.ok) return checked.value;
  const number = withoutSeparators(input) ?? '';
  for (const [otherMarket, rule] of Object.entries(mobileNumberRules)) {
    if (!number.startsWith(`+${rule.countryCode}`)) continue;
    const other = checkMobileNumberField(otherMarket as MarketCode, number);
    if (other.ok) return other.value;
  }
  return number;
}
